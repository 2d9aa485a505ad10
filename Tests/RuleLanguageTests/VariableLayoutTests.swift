import Foundation
import RuleLanguage
import Testing

/// Evaluating with variables bound by position in a ``VariableLayout`` gives
/// what evaluating with them by name gives: the same values, the same
/// errors, and a cache that only ever keeps parts that read shared values.
@Suite struct VariableLayoutTests {
  /// The test environment's variables, split into shared and own ones.
  static let sharedNames = ["features", "settings", "tags", "count", "pattern"]
  static let ownNames = TestEnvironment.variables.keys.filter { !sharedNames.contains($0) }.sorted()
  static let layout = VariableLayout(shared: sharedNames, own: ownNames)

  /// What an evaluation gave, reduced to what tests compare.
  static func outcome(_ evaluate: () throws(EvaluationError) -> Value) -> String {
    do {
      return "value \(try evaluate())"
    } catch {
      return "error \(error)"
    }
  }

  /// `source` evaluated by name (own over shared) and in `layout` (with
  /// its values in its order).
  static func bothWays(_ source: String, layout: VariableLayout = layout) throws -> (
    byName: String, byPosition: String
  ) {
    let checked = try #require(TestEnvironment.check(source))
    let variables = TestEnvironment.variables
    let own = variables.filter { !sharedNames.contains($0.key) }
    let shared = variables.filter { sharedNames.contains($0.key) }
    let ownValues = layout.ownNames.map { variables[$0] ?? .null }
    let sharedValues = layout.sharedNames.map { variables[$0] ?? .null }
    return (
      outcome { () throws(EvaluationError) in
        try checked.evaluate(own, over: shared, context: TestEnvironment.host)
      },
      outcome { () throws(EvaluationError) in
        try checked.evaluate(
          ownValues, over: sharedValues, in: layout, context: TestEnvironment.host)
      }
    )
  }

  static let sources =
    EvaluatorTests.cases.map(\.0) + EvaluatorTests.failures.map(\.source.text)

  @Test(arguments: sources)
  func givesWhatEvaluatingByNameGives(_ source: String) throws {
    let (byName, byPosition) = try Self.bothWays(source)
    #expect(byName == byPosition)
  }

  @Test(arguments: sources)
  func extraNamesChangeNothing(_ source: String) throws {
    let roomy = VariableLayout(
      shared: ["unused"] + Self.sharedNames + ["alsoUnused"],
      own: ["spare"] + Self.ownNames + ["count"])
    let (byName, byPosition) = try Self.bothWays(source, layout: roomy)
    #expect(byName == byPosition)
  }

  @Test func aNameTheLayoutLacksIsUnboundAsByName() throws {
    let layout = VariableLayout(shared: ["tags"], own: ["feature"])
    let checked = try #require(TestEnvironment.check("tags.size() + count"))
    let byName = Self.outcome { () throws(EvaluationError) in
      try checked.evaluate(["feature": .null], over: ["tags": ["a"]])
    }
    let byPosition = Self.outcome { () throws(EvaluationError) in
      try checked.evaluate([.null], over: [["a"]], in: layout)
    }
    #expect(byName == byPosition)
    #expect(byPosition.hasSuffix("no value was given for variable 'count'"))
  }

  @Test func aValueNotGivenYetIsUnbound() throws {
    // A host appending values as it computes them: `count` has no value yet.
    let layout = VariableLayout(shared: ["tags"], own: ["feature", "count"])
    let checked = try #require(TestEnvironment.check("tags.size() + count"))
    let early = Self.outcome { () throws(EvaluationError) in
      try checked.evaluate([.null], over: [["a"]], in: layout)
    }
    #expect(early.hasSuffix("no value was given for variable 'count'"))
    #expect(try checked.evaluate([.null, 2], over: [["a"]], in: layout) == 3)
  }

  @Test func anOwnNameHidesASharedOne() throws {
    let layout = VariableLayout(shared: ["count"], own: ["count"])
    let checked = try #require(TestEnvironment.check("count"))
    #expect(try checked.evaluate([2], over: [1], in: layout) == 2)
    #expect(layout.position(of: "count") == .own(0))
    #expect(layout.dictionary(own: [2], over: [1]) == ["count": 2])
  }

  @Test func twoLayoutsAlternateOnOneExpressionFromSeveralThreads() throws {
    let expression = try EvaluationCacheTests.environment.check(
      "items.filter(i, i > limit).size() * 100 + subject")
    let first = VariableLayout(shared: ["items", "limit"], own: ["subject"])
    let second = VariableLayout(shared: ["limit", "unused", "items"], own: ["spare", "subject"])
    let failures = FailureCount()
    DispatchQueue.concurrentPerform(iterations: 8) { thread in
      for round in 0..<200 {
        let subject = thread * 1_000 + round
        let value: Value?
        if (thread + round) % 2 == 0 {
          value = try? expression.evaluate(
            [.int(subject)], over: [[1, 2, 3, 4], 2], in: first)
        } else {
          value = try? expression.evaluate(
            [.null, .int(subject)], over: [1, .null, [1, 2, 3, 4]], in: second)
        }
        let expected = (thread + round) % 2 == 0 ? 200 + subject : 300 + subject
        if value != .int(expected) { failures.add() }
      }
    }
    #expect(failures.count == 0)
  }

  @Test func theCacheNeverServesAPartThatReadAnOwnValue() throws {
    let expression = try EvaluationCacheTests.environment.check(
      "items.filter(i, tick(i) > limit).size()")
    let counter = TickCounter()
    let cache = EvaluationCache()
    let itemsShared = VariableLayout(shared: ["items", "limit"], own: ["subject"])
    let itemsOwn = VariableLayout(shared: ["limit"], own: ["subject", "items"])
    for subject in 1...3 {
      // Shared items: computed once, then served from the cache.
      #expect(
        try expression.evaluate(
          [.int(subject)], over: [[1, 2, 3, 4], 2], in: itemsShared, context: counter,
          cache: cache) == 2)
      // Each subject's own items: computed every time, whatever the cache holds.
      let own: Value = .list((0..<subject).map { .int(10 + $0) })
      #expect(
        try expression.evaluate(
          [.int(subject), own], over: [2], in: itemsOwn, context: counter, cache: cache)
          == .int(subject))
    }
    #expect(counter.count == 4 + (1 + 2 + 3))
  }

  @Test func sharedPartsRunOncePerCacheAsByName() throws {
    let expression = try EvaluationCacheTests.environment.check(
      "[subject].exists(s, items.exists(i, tick(i) > 3))")
    let layout = VariableLayout(shared: ["items", "limit"], own: ["subject"])
    let counter = TickCounter()
    let cache = EvaluationCache()
    for subject in 1...5 {
      #expect(
        try expression.evaluate(
          [.int(subject)], over: [[1, 2, 3, 4], 2], in: layout, context: counter, cache: cache)
          == true)
    }
    #expect(counter.count == 4)
  }
}

/// Counts failures seen on several threads.
final class FailureCount: @unchecked Sendable {
  private let lock = NSLock()
  private var failures = 0
  var count: Int {
    lock.lock()
    defer { lock.unlock() }
    return failures
  }
  func add() {
    lock.lock()
    failures += 1
    lock.unlock()
  }

  /// A layout extended with more own names places every name as one made
  /// with all of them at once: new names after the old own ones, a name
  /// already own kept in its place, an own name hiding a shared one.
  @Test(arguments: [
    (["a", "b"], ["x"], ["y", "z"]),
    (["a", "b"], ["x"], ["x", "y"]),
    (["a", "b"], ["x"], ["a", "y", "y"]),
    (["a"], [], ["b", "a"]),
    ([], ["x"], []),
  ])
  func anExtendedLayoutPlacesNamesAsOneMadeAtOnce(
    _ test: (shared: [String], own: [String], more: [String])
  ) {
    let extended = VariableLayout(shared: test.shared, own: test.own).addingOwn(test.more)
    let atOnce = VariableLayout(shared: test.shared, own: test.own + test.more)
    #expect(extended.sharedNames == atOnce.sharedNames)
    #expect(extended.ownNames == atOnce.ownNames)
    for name in Set(test.shared + test.own + test.more + ["absent"]) {
      #expect(extended.position(of: name) == atOnce.position(of: name), "\(name)")
    }
  }
}
