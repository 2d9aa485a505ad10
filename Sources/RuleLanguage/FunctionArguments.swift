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

extension FunctionArguments {
  // Read in place: the subscript copies an argument out (a reference count
  // for a string, list or object), and these run for every call.

  /// The unknowns the arguments hold, merged; nil when none does. A function
  /// of an unknown is unknown, and is not called.
  var unknownArguments: Unknown? {
    var unknowns = UnknownAccumulator()
    if count > 0, let unknown = first.unknownArgument { unknowns.add(unknown) }
    if count > 1, let unknown = second.unknownArgument { unknowns.add(unknown) }
    if count > 2, let unknown = third.unknownArgument { unknowns.add(unknown) }
    for index in rest.indices {
      if let unknown = rest[index].unknownArgument { unknowns.add(unknown) }
    }
    return unknowns.found
  }

  /// Whether each argument has its parameter's type (elements too where
  /// `deep` says so).
  func fit(_ parameters: [RuleType], deep: [Bool]) -> Bool {
    if count > 0, !first.conforms(to: parameters[0], deep: deep[0]) { return false }
    if count > 1, !second.conforms(to: parameters[1], deep: deep[1]) { return false }
    if count > 2, !third.conforms(to: parameters[2], deep: deep[2]) { return false }
    for index in rest.indices
    where !rest[index].conforms(to: parameters[index + 3], deep: deep[index + 3]) {
      return false
    }
    return true
  }
}
