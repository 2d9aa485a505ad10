import BinaryCoding

/// A checked program in bytes: each part a tag and its fields. Function
/// bodies are not written; a call keeps its overload's index and literal
/// arguments, and reading prepares that overload again.
extension Program {
  func write(to writer: inout BinaryWriter) {
    switch self {
    case .constant(let value):
      writer.write(UInt64(0))
      value.write(to: &writer)
    case .variable(let slot):
      writer.write(UInt64(1))
      writer.write(slot)
    case .list(let elements):
      writer.write(UInt64(2))
      writer.write(elements) { $1.write(to: &$0) }
    case .select(let operand, let field, let slot, let at):
      writer.write(UInt64(3))
      Self.writeField(operand, field, slot, at, to: &writer)
    case .has(let operand, let field, let slot, let at):
      writer.write(UInt64(4))
      Self.writeField(operand, field, slot, at, to: &writer)
    case .index(let operand, let index, let at):
      writer.write(UInt64(5))
      operand.write(to: &writer)
      index.write(to: &writer)
      writer.write(at)
    case .unary(let op, let operand, let at):
      writer.write(UInt64(6))
      writer.write(case: op)
      operand.write(to: &writer)
      writer.write(at)
    case .binary(let op, let left, let right, let at):
      writer.write(UInt64(7))
      writer.write(case: op)
      left.write(to: &writer)
      right.write(to: &writer)
      writer.write(at)
    case .logical(let op, let operands, let at):
      writer.write(UInt64(8))
      writer.write(case: op)
      writer.write(operands) { $1.write(to: &$0) }
      writer.write(at) { $0.write($1) }
    case .conditional(let condition, let then, let otherwise, let at):
      writer.write(UInt64(9))
      condition.write(to: &writer)
      then.write(to: &writer)
      otherwise.write(to: &writer)
      writer.write(at)
    case .call(let call):
      writer.write(UInt64(10))
      call.write(to: &writer)
    case .comprehension(let comprehension):
      writer.write(UInt64(11))
      comprehension.write(to: &writer)
    case .invariant(let inner, let part, let reads):
      writer.write(UInt64(12))
      inner.write(to: &writer)
      writer.write(part)
      writer.write(reads)
    }
  }

  private static func writeField(
    _ operand: Program, _ field: String, _ slot: FieldSlot?, _ at: Int,
    to writer: inout BinaryWriter
  ) {
    operand.write(to: &writer)
    writer.write(field)
    writer.write(slot) { writer, slot in
      writer.write(slot.layout.typeName)
      writer.write(slot.index)
    }
    writer.write(at)
  }
}

extension Call {
  func write(to writer: inout BinaryWriter) {
    writer.write(name)
    writer.write(style == .receiver)
    writer.write(arguments) { $1.write(to: &$0) }
    writer.write(constants) { writer, constant in
      writer.write(constant) { $1.write(to: &$0) }
    }
    writer.write(candidates) { writer, candidate in
      writer.write(candidate.overload)
      writer.write(candidate.deepCheck) { $0.write($1) }
    }
    writer.write(at)
  }
}

extension Comprehension {
  func write(to writer: inout BinaryWriter) {
    writer.write(case: kind)
    range.write(to: &writer)
    writer.write(slot)
    writer.write(filter) { $1.write(to: &$0) }
    body.write(to: &writer)
    writer.write(at)
    writer.write(bodyAt)
    writer.write(filterAt)
  }
}

/// Reads programs for one expression, checking what they name against the
/// environment and the expression's frame.
struct ProgramReader {
  let environment: Environment
  let frameSize: Int

  mutating func read(_ reader: inout BinaryReader) throws(BinaryReadError) -> Program {
    try reader.enter()
    defer { reader.leave() }
    switch try reader.readUInt64() {
    case 0: return .constant(try Value(from: &reader, schema: environment.schema))
    case 1: return .variable(slot: try slot(&reader))
    case 2: return .list(try list(&reader))
    case 3:
      let (operand, field, slot, at) = try fieldAccess(&reader)
      return .select(operand, field: field, slot: slot, at: at)
    case 4:
      let (operand, field, slot, at) = try fieldAccess(&reader)
      return .has(operand, field: field, slot: slot, at: at)
    case 5: return .index(try read(&reader), try read(&reader), at: try reader.readInt())
    case 6:
      return .unary(
        try reader.readCase(UnaryOperator.self), try read(&reader), at: try reader.readInt())
    case 7:
      return .binary(
        try reader.readCase(BinaryOperator.self), try read(&reader), try read(&reader),
        at: try reader.readInt())
    case 8:
      let op = try reader.readCase(LogicalOperator.self)
      let operands = try list(&reader)
      let at = try reader.readArray { reader throws(BinaryReadError) in try reader.readInt() }
      guard at.count == operands.count else { throw reader.error("an operand without a position") }
      return .logical(op, operands, at: at)
    case 9:
      return .conditional(
        try read(&reader), try read(&reader), try read(&reader), at: try reader.readInt())
    case 10: return .call(try call(&reader))
    case 11: return .comprehension(try comprehension(&reader))
    case 12:
      return .invariant(
        try read(&reader), part: try reader.readInt(), reads: try reader.readUInt64())
    case let tag: throw reader.error("\(tag) is no program part")
    }
  }

  private mutating func list(_ reader: inout BinaryReader) throws(BinaryReadError) -> [Program] {
    let count = try reader.readCount()
    var programs: [Program] = []
    programs.reserveCapacity(count)
    for _ in 0..<count { programs.append(try read(&reader)) }
    return programs
  }

  private func slot(_ reader: inout BinaryReader) throws(BinaryReadError) -> Int {
    let slot = try reader.readInt()
    guard (0..<frameSize).contains(slot) else {
      throw reader.error("slot \(slot) is outside the frame")
    }
    return slot
  }

  private mutating func fieldAccess(_ reader: inout BinaryReader) throws(BinaryReadError) -> (
    Program, String, FieldSlot?, Int
  ) {
    let operand = try read(&reader)
    let field = try reader.readString()
    let slot = try reader.readOptional { reader throws(BinaryReadError) -> FieldSlot in
      let typeName = try reader.readString()
      let index = try reader.readInt()
      guard let layout = environment.schema.layout(of: typeName),
        layout.slot(of: field) == index
      else {
        throw reader.error("'\(typeName.prefix(40)).\(field.prefix(40))' is no field of the schema")
      }
      return FieldSlot(layout: layout, index: index)
    }
    return (operand, field, slot, try reader.readInt())
  }

  private mutating func call(_ reader: inout BinaryReader) throws(BinaryReadError) -> Call {
    let name = try reader.readString()
    let style: FunctionOverload.Style = try reader.readBool() ? .receiver : .global
    let arguments = try list(&reader)
    let constants = try reader.readArray { reader throws(BinaryReadError) in
      try reader.readOptional { reader throws(BinaryReadError) in
        try Value(from: &reader, schema: environment.schema)
      }
    }
    guard constants.count == arguments.count else {
      throw reader.error("a call's literals don't match its arguments")
    }
    let overloads = environment.functions.overloads(of: name, style: style)
    let candidates = try reader.readArray { reader throws(BinaryReadError) -> Call.Candidate in
      let index = try reader.readInt()
      let deepCheck = try reader.readArray { reader throws(BinaryReadError) in
        try reader.readBool()
      }
      guard overloads.indices.contains(index),
        overloads[index].parameters.count == arguments.count, deepCheck.count == arguments.count
      else {
        throw reader.error("'\(name.prefix(40))' has no such overload")
      }
      let overload = overloads[index]
      let body: FunctionBody
      do {
        body = try overload.prepare(constants)
      } catch {
        throw reader.error("'\(name.prefix(40))' refused its literals")
      }
      return Call.Candidate(
        overload: index, parameters: overload.parameters, deepCheck: deepCheck, body: body)
    }
    guard !candidates.isEmpty else { throw reader.error("a call with no overload") }
    return Call(
      name: name, style: style, arguments: arguments, constants: constants,
      candidates: candidates, at: try reader.readInt())
  }

  private mutating func comprehension(_ reader: inout BinaryReader) throws(BinaryReadError)
    -> Comprehension
  {
    let kind = try reader.readCase(Comprehension.Kind.self)
    let range = try read(&reader)
    let slot = try slot(&reader)
    let filter = try reader.readOptional { reader throws(BinaryReadError) in try read(&reader) }
    let body = try read(&reader)
    return Comprehension(
      kind: kind, range: range, slot: slot, filter: filter, body: body, at: try reader.readInt(),
      bodyAt: try reader.readInt(), filterAt: try reader.readInt())
  }
}
