/// The evaluated arguments of one call, the receiver first for a method.
/// Up to three are held inline, so that a call allocates nothing for its
/// arguments (nearly every function takes one to three); more are kept in
/// an array.
public struct FunctionArguments: RandomAccessCollection, Sendable {
  public let count: Int
  private let first: Value
  private let second: Value
  private let third: Value
  private let rest: [Value]

  /// The arguments `values`, in order.
  public init(_ values: [Value]) {
    count = values.count
    first = values.count > 0 ? values[0] : .null
    second = values.count > 1 ? values[1] : .null
    third = values.count > 2 ? values[2] : .null
    rest = values.count > 3 ? Array(values[3...]) : []
  }

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
