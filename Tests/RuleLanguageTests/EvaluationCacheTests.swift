import Foundation
import RuleLanguage
import Testing

/// Counts the calls of `tick`, through the evaluation context.
final class TickCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var calls = 0
  var count: Int {
    lock.lock()
    defer { lock.unlock() }
    return calls
  }
  func tick() {
    lock.lock()
    calls += 1
    lock.unlock()
  }
}

/// Macros that read only shared variables run once per cache; the others,
/// and every evaluation without a cache, run each time. Results never change.
@Suite struct EvaluationCacheTests {
  static let environment: Environment = {
    var functions = FunctionRegistry.standard
    // `tick(x)`: x, counting the call.
    functions.register("tick", parameters: [.int], result: .int, context: TickCounter.self) {
      arguments, counter in
      counter.tick()
      return arguments[0]
    }
    return Environment(variables: ["items": .list(.int), "subject": .int, "limit": .int])
      .declaring([:]).with(functions)
  }()

  static let shared: [String: Value] = ["items": [1, 2, 3, 4], "limit": 2]

  /// Evaluates `source` for the subjects 1...5 and gives the results and
  /// how many times `tick` ran.
  static func run(_ source: String, cache: Bool, sharedItems: Bool = true) throws -> (
    [Value], Int
  ) {
    let expression = try environment.check(source)
    let counter = TickCounter()
    let evaluationCache = cache ? EvaluationCache() : nil
    var results: [Value] = []
    for subject in 1...5 {
      var own: [String: Value] = ["subject": .int(subject)]
      if !sharedItems { own["items"] = Self.shared["items"] }
      results.append(
        try expression.evaluate(
          own, over: shared, context: counter, cache: evaluationCache))
    }
    return (results, counter.count)
  }

  @Test(arguments: [
    // source, ticks with a cache (items shared), ticks without
    ("items.filter(i, tick(i) > limit).size() + subject", 4, 20),
    ("items.exists(i, tick(i) == subject)", 14, 14),  // reads the subject: never cached
    ("[subject].exists(s, items.exists(i, tick(i) > 3))", 4, 20),  // the inner part is shared
    ("items.map(i, items.filter(j, tick(j) < i).size())", 16, 80),  // nested, shared as a whole
    ("subject > 2 ? items.all(i, tick(i) > 0) : false", 4, 12),
  ])
  func sharedPartsRunOncePerCache(source: String, cached: Int, uncached: Int) throws {
    let (withCache, cachedTicks) = try Self.run(source, cache: true)
    let (withoutCache, uncachedTicks) = try Self.run(source, cache: false)
    #expect(withCache == withoutCache)
    #expect(cachedTicks == cached)
    #expect(uncachedTicks == uncached)
  }

  @Test func aSubjectsOwnValueIsNeverCached() throws {
    // The same name given per subject (shadowing the shared one) is not shared.
    let source = "items.filter(i, tick(i) > limit).size()"
    let (_, ticks) = try Self.run(source, cache: true, sharedItems: false)
    #expect(ticks == 20)
  }
}

extension Environment {
  fileprivate func with(_ functions: FunctionRegistry) -> Environment {
    var copy = self
    copy.functions = functions
    return copy
  }
}
