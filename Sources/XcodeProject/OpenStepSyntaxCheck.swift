import Diagnostics

/// Finds where an old-style (OpenStep) property list such as
/// `project.pbxproj` stops being valid, for the message when Foundation
/// can't read it (Foundation names no line for some errors). Only locates
/// the error: the reading itself is Foundation's. One pass over the text
/// with an explicit stack, so deep nesting can't exhaust the call stack.
enum OpenStepSyntaxCheck {
  /// The position and a description of the first error, or nil when the
  /// text looks valid.
  static func firstError(in text: String) -> (line: Int, column: Int, message: String)? {
    var scanner = Scanner(Array(text.unicodeScalars))
    enum Expect { case value, keyOrClose, equals, semicolon, commaOrClose, end }
    var stack: [Character] = []
    var expect = Expect.value
    while true {
      guard let token = scanner.next() else {
        return (scanner.line, scanner.column, scanner.problem ?? "a text is not closed")
      }
      let (kind, line, column) = token
      func error(_ message: String) -> (Int, Int, String) { (line, column, message) }
      switch expect {
      case .value:
        switch kind {
        case .string:
          expect = stack.isEmpty ? .end : (stack.last == "{" ? .semicolon : .commaOrClose)
        case .open("{"): stack.append("{"); expect = .keyOrClose
        case .open("("): stack.append("("); expect = .value
        case .close(")") where stack.last == "(":
          stack.removeLast()
          expect = stack.isEmpty ? .end : (stack.last == "{" ? .semicolon : .commaOrClose)
        case .end: return error("the file ends where a value was expected")
        default: return error("expected a value (a text, { or ( ) here, not \(kind.name)")
        }
      case .keyOrClose:
        switch kind {
        case .string: expect = .equals
        case .close("}"):
          stack.removeLast()
          expect = stack.isEmpty ? .end : (stack.last == "{" ? .semicolon : .commaOrClose)
        default: return error("expected a key or } here, not \(kind.name)")
        }
      case .equals:
        guard case .punctuation("=") = kind else {
          return error("expected = after the key, not \(kind.name)")
        }
        expect = .value
      case .semicolon:
        guard case .punctuation(";") = kind else {
          return error("expected ; after the value, not \(kind.name)")
        }
        expect = .keyOrClose
      case .commaOrClose:
        switch kind {
        case .punctuation(","): expect = .value
        case .close(")"):
          stack.removeLast()
          expect = stack.isEmpty ? .end : (stack.last == "{" ? .semicolon : .commaOrClose)
        default: return error("expected , or ) in the list, not \(kind.name)")
        }
      case .end:
        if case .end = kind { return nil }
        return error("unexpected \(kind.name) after the end of the property list")
      }
    }
  }

  enum Kind {
    case string, open(Character), close(Character), punctuation(Character), end, other(Character)
    var name: String {
      switch self {
      case .string: return "a text"
      case .open(let c), .close(let c), .punctuation(let c), .other(let c): return "'\(c)'"
      case .end: return "the end of the file"
      }
    }
  }

  struct Scanner {
    let scalars: [Unicode.Scalar]
    var index = 0
    var line = 1
    var column = 1
    var problem: String?

    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    mutating func advance() {
      if scalars[index] == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
      index += 1
    }

    func peek(_ offset: Int = 0) -> Unicode.Scalar? {
      index + offset < scalars.count ? scalars[index + offset] : nil
    }

    /// The next token and where it starts; nil for an unterminated text or comment.
    mutating func next() -> (Kind, Int, Int)? {
      while let scalar = peek() {
        if scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" {
          advance()
        } else if scalar == "/", peek(1) == "/" {
          while let c = peek(), c != "\n" { advance() }
        } else if scalar == "/", peek(1) == "*" {
          advance()
          advance()
          while peek() != nil, !(peek() == "*" && peek(1) == "/") { advance() }
          guard peek() != nil else {
            problem = "a /* comment is never closed"
            return nil
          }
          advance()
          advance()
        } else {
          break
        }
      }
      let start = (line, column)
      guard let scalar = peek() else { return (.end, start.0, start.1) }
      switch scalar {
      case "{", "(":
        advance()
        return (.open(Character(scalar)), start.0, start.1)
      case "}", ")":
        advance()
        return (.close(Character(scalar)), start.0, start.1)
      case "=", ";", ",":
        advance()
        return (.punctuation(Character(scalar)), start.0, start.1)
      case "\"":
        advance()
        while let c = peek(), c != "\"" {
          if c == "\\" { advance() }
          if peek() != nil { advance() }
        }
        guard peek() != nil else {
          problem = "a quoted text that starts at line \(start.0) is never closed"
          return nil
        }
        advance()
        return (.string, start.0, start.1)
      case "<":
        while let c = peek(), c != ">" { advance() }
        guard peek() != nil else { return nil }
        advance()
        return (.string, start.0, start.1)
      default:
        guard Self.isUnquoted(scalar) else {
          advance()
          return (.other(Character(scalar)), start.0, start.1)
        }
        while let c = peek(), Self.isUnquoted(c) { advance() }
        return (.string, start.0, start.1)
      }
    }

    static func isUnquoted(_ scalar: Unicode.Scalar) -> Bool {
      (scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)))
        || "_$+/:.-".unicodeScalars.contains(scalar)
    }
  }
}
