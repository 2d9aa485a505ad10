extension Expr: CustomStringConvertible {
  /// The expression with every operator application parenthesised, e.g.
  /// `(a || (b && c))`: the form the parser's precedence tests compare.
  public var description: String {
    switch kind {
    case .literal(let literal):
      switch literal {
      case .null: return "null"
      case .bool(let value): return "\(value)"
      case .int(let value): return "\(value)"
      case .double(let value): return "\(value)"
      case .string(let value): return quoted(value)
      }
    case .identifier(let name): return name
    case .select(let operand, let field, _): return "\(operand).\(field)"
    case .index(let operand, let index): return "\(operand)[\(index)]"
    case .call(let receiver, let name, _, let arguments):
      let list = arguments.map(\.description).joined(separator: ", ")
      return receiver.map { "\($0).\(name)(\(list))" } ?? "\(name)(\(list))"
    case .list(let elements): return "[" + elements.map(\.description).joined(separator: ", ") + "]"
    case .unary(let op, let operand): return "(\(op.rawValue)\(operand))"
    case .binary(let op, let lhs, let rhs, _): return "(\(lhs) \(op.rawValue) \(rhs))"
    case .logical(let op, let operands):
      return "(" + operands.map(\.description).joined(separator: " \(op.rawValue) ") + ")"
    case .conditional(let condition, let then, let otherwise):
      return "(\(condition) ? \(then) : \(otherwise))"
    case .invalid: return "<error>"
    }
  }

  private func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
