/// Something an expression refers to: what a host can use to see which
/// variables, fields and functions a rule depends on.
public enum Symbol: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// An environment variable (macro variables are not listed).
  case variable(String)
  /// A field of a declared object type, read or tested with `has()`.
  case field(type: String, name: String)
  /// A function called as `name(…)`.
  case function(String)
  /// A function called as `x.name(…)`.
  case method(String)

  /// `permission`, `Permission.access`, `size()`, `.contains()`.
  public var description: String {
    switch self {
    case .variable(let name): return name
    case .field(let type, let name): return "\(type).\(name)"
    case .function(let name): return "\(name)()"
    case .method(let name): return ".\(name)()"
    }
  }
}
