/// Comments, Swift's nested ones included.
extension SourceLexer {
  mutating func skipLineComment() {
    while position < bytes.count && bytes[position] != UInt8(ascii: "\n") { position += 1 }
  }

  mutating func skipBlockComment() {
    position += 2
    var depth = 1
    while position < bytes.count {
      if bytes[position] == UInt8(ascii: "\n") {
        newline()
      } else if bytes[position] == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/") {
        position += 2
        depth -= 1
        if depth == 0 { return }
      } else if language == .swift && bytes[position] == UInt8(ascii: "/")
        && peek(1) == UInt8(ascii: "*")
      {
        position += 2
        depth += 1
      } else {
        position += 1
      }
    }
  }
}
