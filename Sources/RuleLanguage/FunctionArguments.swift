/// The evaluated arguments of one call, the receiver first for a method.
/// Up to three are held inline, so that a call allocates nothing for its
/// arguments (nearly every function takes one to three); more are kept in
/// an array.
public struct FunctionArguments: RandomAccessCollection, Sendable {
  /// How many arguments the call passed.
  public let count: Int
  private let first: Value
  private let second: Value
  private let third: Value
  private let rest: [Value]

  /// `count` arguments: the first three given, the rest in `rest`.
  init(count: Int, _ first: Value, _ second: Value, _ third: Value, rest: [Value]) {
    self.count = count
    self.first = first
    self.second = second
    self.third = third
    self.rest = rest
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { count }

  /// The argument at `position`, which must be below `count`.
  public subscript(position: Int) -> Value {
    precondition(position >= 0 && position < count, "no argument \(position) of \(count)")
    switch position {
    case 0: return first
    case 1: return second
    case 2: return third
    default: return rest[position - 3]
    }
  }
}
