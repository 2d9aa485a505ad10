/// Objective-C's preprocessor lines and `@` keywords.
extension SourceLexer {
  /// A preprocessor line: conditionals are applied, everything else
  /// (`#import`, `#define`) is skipped.
  mutating func lexPreprocessorLine() {
    position += 1
    while peek() == UInt8(ascii: " ") || peek() == UInt8(ascii: "\t") { position += 1 }
    let start = position
    while position < bytes.count && Self.continuesIdentifier(bytes[position]) { position += 1 }
    let name = String(decoding: bytes[start..<position], as: UTF8.self)
    let condition = restOfLine()
    applyConditional(name, condition: condition)
  }

  /// `@"…"` is a string; `@name` an attribute or Objective-C keyword
  /// (`@IBAction`, `@implementation`); any other `@` punctuation.
  mutating func lexAt() {
    if peek(1) == UInt8(ascii: "\"") {
      position += 1
      lexString(hashes: 0)
      return
    }
    let start = position
    position += 1
    while position < bytes.count && Self.continuesIdentifier(bytes[position]) { position += 1 }
    emit(position == start + 1 ? .punctuation : .attribute, from: start, to: position)
  }
}
