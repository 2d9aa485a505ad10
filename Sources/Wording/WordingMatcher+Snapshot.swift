import BinaryCoding
import BoundedRegex

/// A language's prepared lists in the compiled-pack cache: the generic
/// vocabulary's trie and each pattern's keywords, so that a cold start
/// reads them instead of building the trie and reading every pattern
/// again. The patterns themselves stay with the language (compiled on
/// their first match); the keywords are matched to them by position.
extension WordingMatcher.Prepared {
  /// The lists, as `init(snapshot:of:)` reads them.
  var snapshot: [UInt8] {
    var writer = BinaryWriter()
    writer.write(bytes: vocabulary.flags)
    writer.write(bytes: Self.bytes(of: vocabulary.edgeStarts))
    writer.write(bytes: vocabulary.edgeBytes)
    writer.write(bytes: Self.bytes(of: vocabulary.edgeTargets))
    writer.write(vocabulary.usable)
    for list in [pressure, neutral, asksToAllow, leavesDevice, denials] {
      Self.write(list, to: &writer)
    }
    writer.write(uses) { Self.write($1, to: &$0) }
    return writer.bytes
  }

  /// The lists `snapshot` wrote for `language`; nil for bytes that are not
  /// a whole snapshot, or whose trie or keyword counts don't fit it.
  init?(snapshot: [UInt8], of language: WordingLanguage) {
    var reader = BinaryReader(snapshot)
    do throws(BinaryReadError) {
      guard
        let vocabulary = GenericVocabulary(
          flags: try reader.readBytes(), edgeStarts: try Self.integers(&reader),
          edgeBytes: try reader.readBytes(), edgeTargets: try Self.integers(&reader),
          usable: try reader.readBool()),
        let pressure = try Self.read(language.pressure, from: &reader),
        let neutral = try Self.read(language.neutral, from: &reader),
        let asksToAllow = try Self.read(language.asksToAllow, from: &reader),
        let leavesDevice = try Self.read(language.leavesDevice, from: &reader),
        let denials = try Self.read(language.denials, from: &reader)
      else { return nil }
      let keywords = try reader.readDictionary { reader throws(BinaryReadError) in
        try Self.keywords(&reader)
      }
      guard reader.isAtEnd, Set(keywords.keys) == Set(language.uses.keys) else { return nil }
      var uses: [String: WordingMatcher.Patterns] = [:]
      for (use, patterns) in language.uses {
        guard let found = keywords[use],
          let prepared = WordingMatcher.Patterns(patterns, keywords: found)
        else { return nil }
        uses[use] = prepared
      }
      self.init(
        vocabulary: vocabulary, pressure: pressure, neutral: neutral, asksToAllow: asksToAllow,
        leavesDevice: leavesDevice, denials: denials, uses: uses)
    } catch {
      return nil
    }
  }

  private static func write(_ list: WordingMatcher.Patterns, to writer: inout BinaryWriter) {
    writer.write(list.keywords) { writer, keywords in
      writer.write(keywords.alternatives) { $0.write(bytes: $1) }
    }
  }

  private static func keywords(_ reader: inout BinaryReader) throws(BinaryReadError)
    -> [PatternKeywords]
  {
    try reader.readArray { reader throws(BinaryReadError) in
      PatternKeywords(
        alternatives: try reader.readArray { reader throws(BinaryReadError) in
          try reader.readBytes()
        })
    }
  }

  private static func read(_ patterns: [BoundedRegex], from reader: inout BinaryReader)
    throws(BinaryReadError) -> WordingMatcher.Patterns?
  {
    WordingMatcher.Patterns(patterns, keywords: try keywords(&reader))
  }

  /// `values` as little-endian bytes.
  private static func bytes(of values: [Int32]) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(values.count * 4)
    for value in values {
      let bits = UInt32(bitPattern: value)
      for shift in stride(from: 0, to: 32, by: 8) {
        bytes.append(UInt8(truncatingIfNeeded: bits >> shift))
      }
    }
    return bytes
  }

  /// What `bytes(of:)` wrote.
  private static func integers(_ reader: inout BinaryReader) throws(BinaryReadError) -> [Int32] {
    let bytes = try reader.readBytes()
    guard bytes.count % 4 == 0 else { throw reader.error("a run of integers with a partial one") }
    var values: [Int32] = []
    values.reserveCapacity(bytes.count / 4)
    var index = 0
    while index < bytes.count {
      let bits =
        UInt32(bytes[index]) | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2]) << 16
        | UInt32(bytes[index + 3]) << 24
      values.append(Int32(bitPattern: bits))
      index += 4
    }
    return values
  }
}
