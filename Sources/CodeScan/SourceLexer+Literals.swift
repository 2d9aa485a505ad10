/// String literals: plain, multi-line, raw and Objective-C `@"…"`
/// strings, interpolations lexed as code, regex literals and characters.
extension SourceLexer {
  /// A string literal at `position` (its opening `"`), after `hashes`
  /// raw-string `#`s already consumed.
  mutating func lexString(hashes: Int) {
    let startLine = line
    let column = Int32(position - hashes - lineStart + 1)
    let multiline =
      language == .swift && peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
    position += multiline ? 3 : 1
    emitLiteral(line: startLine, column: column)
    stringDepth += 1
    defer { stringDepth -= 1 }
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\n") {
        if !multiline { return }
        newline()
      } else if byte == UInt8(ascii: "\\") && hashesFollow(hashes, at: position + 1) {
        position += 1 + hashes
        if language == .swift && peek() == UInt8(ascii: "(")
          && stringDepth < Self.maximumStringDepth
        {
          position += 1
          lexCode(untilClosingParenthesis: true)
        } else if position < bytes.count && bytes[position] != UInt8(ascii: "\n") {
          position += 1
        }
      } else if byte == UInt8(ascii: "\"") && closesString(multiline: multiline, hashes: hashes) {
        position += (multiline ? 3 : 1) + hashes
        return
      } else {
        position += 1
      }
    }
  }

  func hashesFollow(_ count: Int, at index: Int) -> Bool {
    guard count > 0 else { return true }
    guard index + count <= bytes.count else { return false }
    return bytes[index..<(index + count)].allSatisfy { $0 == UInt8(ascii: "#") }
  }

  func closesString(multiline: Bool, hashes: Int) -> Bool {
    if multiline && !(peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")) {
      return false
    }
    return hashesFollow(hashes, at: position + (multiline ? 3 : 1))
  }

  mutating func lexCharacterLiteral() {
    emit(.literal, from: position, to: position)
    position += 1
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\n") { return }
      position += byte == UInt8(ascii: "\\") ? 2 : 1
      if byte == UInt8(ascii: "'") { return }
    }
  }

  /// A Swift `#`: a raw string (`#"…"#`), an extended regular expression
  /// literal (`#/…/#`), a conditional-compilation line, or a directive
  /// such as `#available` or `#Preview`.
  mutating func lexHash() {
    var hashes = 0
    while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
    if peek(hashes) == UInt8(ascii: "\"") {
      position += hashes
      lexString(hashes: hashes)
      return
    }
    if peek(hashes) == UInt8(ascii: "/") {
      skipRegexLiteral(hashes: hashes)
      return
    }
    let start = position
    position += 1
    while position < bytes.count && Self.continuesIdentifier(bytes[position]) { position += 1 }
    let name = String(decoding: bytes[(start + 1)..<position], as: UTF8.self)
    switch name {
    case "if", "elseif", "else", "endif":
      let condition = restOfLine()
      applyConditional(name, condition: condition)
    default:
      emit(position == start + 1 ? .punctuation : .directive, from: start, to: position)
    }
  }

  mutating func skipRegexLiteral(hashes: Int) {
    let startLine = line
    let column = Int32(position - lineStart + 1)
    position += hashes + 1
    emitLiteral(line: startLine, column: column)
    while position < bytes.count {
      if bytes[position] == UInt8(ascii: "\n") {
        newline()
      } else if bytes[position] == UInt8(ascii: "\\") {
        position += 2
      } else if bytes[position] == UInt8(ascii: "/") && hashesFollow(hashes, at: position + 1) {
        position += 1 + hashes
        return
      } else {
        position += 1
      }
    }
  }

  /// The rest of the line after a directive, without its comment, trimmed;
  /// the position ends before the line break.
  mutating func restOfLine() -> String {
    var text: [UInt8] = []
    while position < bytes.count && bytes[position] != UInt8(ascii: "\n") {
      if bytes[position] == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "/") {
        skipLineComment()
        break
      }
      if bytes[position] == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
        skipBlockComment()
        continue
      }
      if bytes[position] == UInt8(ascii: "\\") && peek(1) == UInt8(ascii: "\n")
        && language == .objectiveC
      {
        position += 1
        newline()
        continue
      }
      if text.count < 256 { text.append(bytes[position]) }
      position += 1
    }
    return String(decoding: text, as: UTF8.self).trimmingSpaces()
  }

  mutating func applyConditional(_ directive: String, condition: String) {
    let isFalse = condition == "false" || condition == "0"
    let isTrue = condition == "true" || condition == "1"
    switch directive {
    case "if", "ifdef", "ifndef":
      if isDisabled {
        pushCondition(.deadGroup)
      } else if directive == "if" && isFalse {
        pushCondition(.deadBranch)
      } else if directive == "if" && isTrue {
        pushCondition(.trueBranch)
      } else {
        pushCondition(.live)
      }
    case "elseif", "elif", "else":
      guard let last = popCondition() else { return }
      switch last {
      case .deadBranch:
        pushCondition(directive == "else" || !isFalse ? .live : .deadBranch)
      case .trueBranch, .deadGroup:
        pushCondition(.deadGroup)
      case .live:
        pushCondition(.live)
      }
    case "endif":
      _ = popCondition()
    default:
      break
    }
  }
}

extension String {
  fileprivate func trimmingSpaces() -> String {
    var scalars = Substring(self)
    while let first = scalars.first, first == " " || first == "\t" || first == "\r" {
      scalars.removeFirst()
    }
    while let last = scalars.last, last == " " || last == "\t" || last == "\r" {
      scalars.removeLast()
    }
    return String(scalars)
  }
}
