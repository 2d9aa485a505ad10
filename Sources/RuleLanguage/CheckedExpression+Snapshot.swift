import BinaryCoding

/// Checked expressions written to bytes and read back without parsing or
/// checking again, for caches of compiled packs. Reading needs the
/// environment the expression was checked in (its schema's layouts and its
/// registry's functions, which prepare each call site again). The bytes are
/// untrusted: every slot, field and overload they name is checked against
/// the environment, so that bad bytes give a ``BinaryReadError``, never a
/// crash when the expression runs.
extension CheckedExpression {
  /// The most frame slots a read expression may ask for.
  static let maximumFrameSize = 4_096

  /// Writes the expression.
  public func write(to writer: inout BinaryWriter) {
    writer.write(parsed.source)
    parsed.origin.write(to: &writer)
    type.write(to: &writer)
    writer.write(expectedType) { $1.write(to: &$0) }
    writer.write(symbols) { $1.write(to: &$0) }
    writer.write(globals) { writer, global in
      writer.write(global.name)
      writer.write(global.slot)
    }
    writer.write(frameSize)
    program.write(to: &writer)
  }

  /// Reads an expression written by ``write(to:)``, resolving its fields and
  /// functions in `environment`.
  public init(from reader: inout BinaryReader, environment: Environment) throws(BinaryReadError) {
    let source = try reader.readString()
    let origin = try SourcePosition(from: &reader)
    let type = try RuleType(from: &reader)
    let expectedType = try reader.readOptional { reader throws(BinaryReadError) in
      try RuleType(from: &reader)
    }
    let symbols = try reader.readArray { reader throws(BinaryReadError) in
      try Symbol(from: &reader)
    }
    let globals = try reader.readArray { reader throws(BinaryReadError) in
      (name: try reader.readString(), slot: try reader.readInt())
    }
    let frameSize = try reader.readInt()
    guard (0...Self.maximumFrameSize).contains(frameSize) else {
      throw reader.error("a frame of \(frameSize) slots")
    }
    guard globals.allSatisfy({ (0..<frameSize).contains($0.slot) }) else {
      throw reader.error("a variable's slot is outside the frame")
    }
    // Decoded when it first runs (see `StoredProgram`).
    let program = StoredProgram(
      bytes: try reader.readBytes(), environment: environment, frameSize: frameSize)
    self.init(
      parsed: ParsedExpression(parsedBefore: source, origin: origin), type: type,
      expectedType: expectedType, symbols: symbols, program: program, globals: globals,
      frameSize: frameSize)
  }
}

extension SourcePosition {
  func write(to writer: inout BinaryWriter) {
    writer.write(line)
    writer.write(column)
    writer.write(offset)
  }

  init(from reader: inout BinaryReader) throws(BinaryReadError) {
    self.init(
      line: try reader.readInt(), column: try reader.readInt(), offset: try reader.readInt())
  }
}

extension RuleType {
  /// Writes the type.
  public func write(to writer: inout BinaryWriter) {
    switch self {
    case .bool: writer.write(UInt64(0))
    case .int: writer.write(UInt64(1))
    case .double: writer.write(UInt64(2))
    case .string: writer.write(UInt64(3))
    case .null: writer.write(UInt64(4))
    case .dyn: writer.write(UInt64(5))
    case .list(let element):
      writer.write(UInt64(6))
      element.write(to: &writer)
    case .map(let value):
      writer.write(UInt64(7))
      value.write(to: &writer)
    case .object(let name):
      writer.write(UInt64(8))
      writer.write(name)
    }
  }

  /// Reads a type written by ``write(to:)``.
  public init(from reader: inout BinaryReader) throws(BinaryReadError) {
    try reader.enter()
    defer { reader.leave() }
    switch try reader.readUInt64() {
    case 0: self = .bool
    case 1: self = .int
    case 2: self = .double
    case 3: self = .string
    case 4: self = .null
    case 5: self = .dyn
    case 6: self = .list(try RuleType(from: &reader))
    case 7: self = .map(try RuleType(from: &reader))
    case 8: self = .object(try reader.readString())
    case let tag: throw reader.error("\(tag) is no type")
    }
  }
}

extension Symbol {
  func write(to writer: inout BinaryWriter) {
    switch self {
    case .variable(let name):
      writer.write(UInt64(0))
      writer.write(name)
    case .field(let type, let name):
      writer.write(UInt64(1))
      writer.write(type)
      writer.write(name)
    case .function(let name):
      writer.write(UInt64(2))
      writer.write(name)
    case .method(let name):
      writer.write(UInt64(3))
      writer.write(name)
    }
  }

  init(from reader: inout BinaryReader) throws(BinaryReadError) {
    switch try reader.readUInt64() {
    case 0: self = .variable(try reader.readString())
    case 1: self = .field(type: try reader.readString(), name: try reader.readString())
    case 2: self = .function(try reader.readString())
    case 3: self = .method(try reader.readString())
    case let tag: throw reader.error("\(tag) is no symbol")
    }
  }
}

extension Value {
  /// Writes the value; an object is written by type name and fields, and
  /// read back in its schema's layout when the schema has one.
  public func write(to writer: inout BinaryWriter) {
    switch self {
    case .null: writer.write(UInt64(0))
    case .bool(let value):
      writer.write(UInt64(1))
      writer.write(value)
    case .int(let value):
      writer.write(UInt64(2))
      writer.write(value)
    case .double(let value):
      writer.write(UInt64(3))
      writer.write(value)
    case .string(let value):
      writer.write(UInt64(4))
      writer.write(value)
    case .list(let elements):
      writer.write(UInt64(5))
      writer.write(elements) { $1.write(to: &$0) }
    case .map(let entries):
      writer.write(UInt64(6))
      writer.write(entries) { $1.write(to: &$0) }
    case .object(let object):
      writer.write(UInt64(7))
      writer.write(object.typeName)
      writer.write(object.fields) { writer, field in
        writer.write(field.name)
        field.value.write(to: &writer)
      }
    case .unknown(let unknown):
      writer.write(UInt64(8))
      writer.write(unknown.questions.sorted())
    }
  }

  /// Reads a value written by ``write(to:)``.
  public init(from reader: inout BinaryReader, schema: Schema = Schema()) throws(BinaryReadError) {
    try reader.enter()
    defer { reader.leave() }
    switch try reader.readUInt64() {
    case 0: self = .null
    case 1: self = .bool(try reader.readBool())
    case 2: self = .int(try reader.readInt())
    case 3: self = .double(try reader.readDouble())
    case 4: self = .string(try reader.readString())
    case 5:
      self = .list(
        try reader.readArray { reader throws(BinaryReadError) in
          try Value(from: &reader, schema: schema)
        })
    case 6:
      self = .map(
        try reader.readDictionary { reader throws(BinaryReadError) in
          try Value(from: &reader, schema: schema)
        })
    case 7:
      let typeName = try reader.readString()
      let fields = try reader.readArray { reader throws(BinaryReadError) in
        (try reader.readString(), try Value(from: &reader, schema: schema))
      }
      if let layout = schema.layout(of: typeName) {
        self = .object(ObjectValue(layout: layout, fields: fields))
      } else {
        self = .object(
          ObjectValue(
            typeName: typeName, fields: Dictionary(fields, uniquingKeysWith: { first, _ in first }))
        )
      }
    case 8: self = .unknown(Unknown(Set(try reader.readStrings())))
    case let tag: throw reader.error("\(tag) is no value")
    }
  }
}
