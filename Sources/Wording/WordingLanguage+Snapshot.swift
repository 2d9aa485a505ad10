import BinaryCoding
import BoundedRegex

/// A language's wording knowledge in the compiled-pack cache: its lists
/// already normalised, and its patterns as text, compiled on their first
/// match (an audit of English texts never compiles the other languages).
extension WordingLanguage {
  package func write(to writer: inout BinaryWriter) {
    writer.write(code)
    writer.write(aliases)
    writer.write(name)
    writer.write(case: script)
    writer.write(genericWords.sorted())
    writer.write(genericStems)
    writer.write(genericSubstrings)
    for list in [pressure, neutral, asksToAllow, leavesDevice, denials] {
      Self.write(list, to: &writer)
    }
    writer.write(uses) { Self.write($1, to: &$0) }
    writer.write(nameSlots)
  }

  package init(from reader: inout BinaryReader) throws(BinaryReadError) {
    code = try reader.readString()
    aliases = try reader.readStrings()
    name = try reader.readString()
    script = try reader.readCase(Script.self)
    genericWords = Set(try reader.readStrings())
    genericStems = try reader.readStrings()
    genericSubstrings = try reader.readStrings()
    pressure = try Self.readPatterns(&reader)
    neutral = try Self.readPatterns(&reader)
    asksToAllow = try Self.readPatterns(&reader)
    leavesDevice = try Self.readPatterns(&reader)
    denials = try Self.readPatterns(&reader)
    uses = try reader.readDictionary { reader throws(BinaryReadError) in
      try Self.readPatterns(&reader)
    }
    nameSlots = try reader.readStrings()
  }

  private static func write(_ patterns: [BoundedRegex], to writer: inout BinaryWriter) {
    writer.write(patterns) { writer, pattern in
      writer.write(pattern.pattern)
      writer.write(pattern.caseInsensitive)
    }
  }

  private static func readPatterns(_ reader: inout BinaryReader) throws(BinaryReadError)
    -> [BoundedRegex]
  {
    try reader.readArray { reader throws(BinaryReadError) in
      BoundedRegex(deferring: try reader.readString(), caseInsensitive: try reader.readBool())
    }
  }
}
