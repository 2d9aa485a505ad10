import Foundation

/// Values of expression parts that depend only on shared variables,
/// remembered across evaluations.
///
/// A host that evaluates the same checked expressions for many subjects
/// over one set of shared variables (a description's `features`, `labels`,
/// … for each of its sixty features) passes one cache with each call to
/// ``CheckedExpression/evaluate(_:over:context:cache:budget:)`` (or
/// ``CheckedExpression/evaluate(_:over:in:context:cache:budget:)``, where
/// the shared variables are a ``VariableLayout``'s shared names). A part
/// such as `labels.data.exists(l, l.usedForTracking)` then runs once, not
/// once per subject. A cache is valid for one set of shared values and one
/// `context`: make a new one when they change. Safe to use from several
/// threads.
public final class EvaluationCache: @unchecked Sendable {
  /// One part of one expression. Holding the expression's identity keeps
  /// its address from being reused while the cache lives.
  struct Key: Hashable {
    let expression: ExpressionIdentity
    let part: Int

    static func == (lhs: Key, rhs: Key) -> Bool {
      lhs.expression === rhs.expression && lhs.part == rhs.part
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(ObjectIdentifier(expression))
      hasher.combine(part)
    }
  }

  private let lock = NSLock()
  private var values: [Key: Value] = [:]

  /// An empty cache.
  public init() {}

  func value(for key: Key) -> Value? {
    lock.lock()
    defer { lock.unlock() }
    return values[key]
  }

  func store(_ value: Value, for key: Key) {
    lock.lock()
    values[key] = value
    lock.unlock()
  }
}

/// The identity of one checked expression, for cache keys.
final class ExpressionIdentity: Sendable {}
