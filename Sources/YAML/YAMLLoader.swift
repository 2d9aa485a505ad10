import Diagnostics

/// Loads YAML into node trees that remember where every node came from.
///
/// Built on libyaml's event parser. Scalars resolve by the YAML 1.2 core
/// schema; duplicate keys, invalid UTF-8, runaway aliases and runaway nesting
/// are errors with a position, never a crash or a hang.
public enum YAMLLoader {
  /// Loads a single-document input. An empty input gives a null node; a
  /// second document is an error at its start.
  public static func load(
    text: String, file: String, options: YAMLLoadOptions = .init()
  ) throws(YAMLError) -> YAMLNode {
    try load(bytes: Array(text.utf8), file: file, options: options)
  }

  /// Loads a single-document input given as bytes, which must be UTF-8.
  public static func load(
    bytes: [UInt8], file: String, options: YAMLLoadOptions = .init()
  ) throws(YAMLError) -> YAMLNode {
    let documents = try parse(bytes: bytes, file: file, options: options, singleDocument: true)
    return documents.first
      ?? YAMLNode(
        .scalar(YAMLScalar(text: "", style: .plain, resolved: .null)),
        location: SourceLocation(file: file, line: 1, column: 1))
  }

  /// Loads every document of a stream.
  public static func loadAll(
    bytes: [UInt8], file: String, options: YAMLLoadOptions = .init()
  ) throws(YAMLError) -> [YAMLNode] {
    try parse(bytes: bytes, file: file, options: options, singleDocument: false)
  }

  private static func parse(
    bytes: [UInt8], file: String, options: YAMLLoadOptions, singleDocument: Bool
  ) throws(YAMLError) -> [YAMLNode] {
    func location(_ mark: Mark) -> SourceLocation {
      SourceLocation(file: file, line: mark.line + 1, column: mark.column + 1)
    }
    if let offset = UTF8Validation.firstInvalidOffset(in: bytes) {
      let mark = UTF8Validation.mark(ofByteOffset: offset, in: bytes)
      throw YAMLError(
        at: location(mark),
        "the file is not valid UTF-8 (byte 0x\(String(bytes[offset], radix: 16, uppercase: true)) "
          + "at offset \(offset)); save it as UTF-8")
    }
    let parser = LibYAMLParser(bytes: bytes)
    var builder = TreeBuilder(file: file, options: options)
    var documents: [YAMLNode] = []
    while true {
      let event: YAMLEvent
      let mark: Mark
      do {
        (event, mark) = try parser.next()
      } catch {
        if let syntax = error.syntax {
          let (message, mark) = syntax.render(source: bytes)
          throw YAMLError(at: location(mark), message)
        }
        let mark = error.mark ?? UTF8Validation.mark(ofByteOffset: error.byteOffset ?? 0, in: bytes)
        throw YAMLError(at: location(mark), error.message)
      }
      if case .documentStart = event, singleDocument, !documents.isEmpty {
        throw YAMLError(
          at: location(mark),
          "a second YAML document starts here; this file must hold exactly one")
      }
      if let document = try builder.handle(event, at: mark) {
        documents.append(document)
      }
      if case .streamEnd = event { return documents }
    }
  }
}
