/// Finds the line of every value in an XML property list that Foundation
/// has already read: Foundation gives values, not positions. A small scan
/// of the tags, enough for messages that point at a key; it stops quietly at
/// anything it doesn't expect.
enum XMLPropertyListIndex {
  /// Line numbers by key path (see ``PropertyListDocument/lines``).
  static func lines(of text: String) -> [String: Int] {
    var scanner = TagScanner(text: text)
    var lines: [String: Int] = [:]
    // Up to the <plist> element (or straight to a root value without it).
    guard var tag = scanner.nextTag() else { return [:] }
    if tag.kind == .start, tag.name == "plist" {
      guard let root = scanner.nextTag() else { return [:] }
      tag = root
    }
    var walker = Walker(scanner: scanner, lines: lines)
    walker.value(tag, path: "", depth: 0)
    lines = walker.lines
    return lines
  }

  private struct Walker {
    var scanner: TagScanner
    var lines: [String: Int]

    /// Indexes the value that starts with `tag`, and everything inside it.
    mutating func value(_ tag: Tag, path: String, depth: Int) {
      if lines[path] == nil { lines[path] = tag.line }
      guard tag.kind == .start, depth < 256 else { return }
      switch tag.name {
      case "dict":
        while let next = scanner.nextTag() {
          if next.kind == .end { return }  // </dict>
          guard next.kind == .start, next.name == "key" else { return }
          let key = scanner.text(until: "key")
          guard let value = scanner.nextTag(), value.kind != .end else { return }
          let child = path.isEmpty ? key : "\(path).\(key)"
          lines[child] = next.line
          self.value(value, path: child, depth: depth + 1)
        }
      case "array":
        var index = 0
        while let next = scanner.nextTag() {
          if next.kind == .end { return }  // </array>
          self.value(next, path: "\(path)[\(index)]", depth: depth + 1)
          index += 1
        }
      default:
        scanner.skip(until: tag.name)
      }
    }
  }

  struct Tag {
    enum Kind { case start, end, empty }
    var kind: Kind
    var name: String
    var line: Int
  }

  /// Walks the tags of the text, skipping declarations, comments and
  /// CDATA, counting lines.
  struct TagScanner {
    let scalars: [Unicode.Scalar]
    var index = 0
    var line = 1

    init(text: String) { scalars = Array(text.unicodeScalars) }

    mutating func advance() {
      if scalars[index] == "\n" { line += 1 }
      index += 1
    }

    func starts(with prefix: String) -> Bool {
      var position = index
      for scalar in prefix.unicodeScalars {
        guard position < scalars.count, scalars[position] == scalar else { return false }
        position += 1
      }
      return true
    }

    mutating func skip(past terminator: String) {
      while index < scalars.count, !starts(with: terminator) { advance() }
      for _ in terminator.unicodeScalars where index < scalars.count { advance() }
    }

    /// The next element tag, or nil at the end.
    mutating func nextTag() -> Tag? {
      while index < scalars.count {
        guard scalars[index] == "<" else {
          advance()
          continue
        }
        if starts(with: "<!--") {
          skip(past: "-->")
        } else if starts(with: "<![CDATA[") {
          skip(past: "]]>")
        } else if starts(with: "<?") {
          skip(past: "?>")
        } else if starts(with: "<!") {
          skip(past: ">")
        } else {
          let line = self.line
          advance()
          var kind = Tag.Kind.start
          if index < scalars.count, scalars[index] == "/" {
            kind = .end
            advance()
          }
          var name = ""
          while index < scalars.count, !" \t\r\n/>".unicodeScalars.contains(scalars[index]) {
            name.unicodeScalars.append(scalars[index])
            advance()
          }
          var previous: Unicode.Scalar = " "
          while index < scalars.count, scalars[index] != ">" {
            previous = scalars[index]
            advance()
          }
          if index < scalars.count { advance() }
          if kind == .start, previous == "/" { kind = .empty }
          return Tag(kind: kind, name: name, line: line)
        }
      }
      return nil
    }

    /// The text up to `</name>`, with entities decoded, consuming the end tag.
    mutating func text(until name: String) -> String {
      var raw = ""
      while index < scalars.count, !starts(with: "</") {
        if starts(with: "<![CDATA[") {
          for _ in 0..<9 { advance() }
          while index < scalars.count, !starts(with: "]]>") {
            raw.unicodeScalars.append(scalars[index] == "&" ? "\u{FFFF}" : scalars[index])
            advance()
          }
          skip(past: "]]>")
          continue
        }
        raw.unicodeScalars.append(scalars[index])
        advance()
      }
      skip(past: ">")
      let decoded = XMLEntities.decode(raw)
      guard decoded.unicodeScalars.contains("\u{FFFF}") else { return decoded }
      return decoded.replacingOccurrences(of: "\u{FFFF}", with: "&")
    }

    /// Skips to the end tag `</name>` of a simple element.
    mutating func skip(until name: String) { skip(past: "</\(name)>") }
  }
}

/// XML's predefined and numeric character references.
enum XMLEntities {
  static func decode(_ text: String) -> String {
    guard text.contains("&") else { return text }
    var result = ""
    var rest = Substring(text)
    while let amp = rest.firstIndex(of: "&") {
      result += rest[..<amp]
      guard let semicolon = rest[amp...].firstIndex(of: ";") else {
        result += rest[amp...]
        return result
      }
      let name = rest[rest.index(after: amp)..<semicolon]
      switch name {
      case "lt": result += "<"
      case "gt": result += ">"
      case "amp": result += "&"
      case "quot": result += "\""
      case "apos": result += "'"
      default:
        var scalar: Unicode.Scalar?
        if name.hasPrefix("#x") || name.hasPrefix("#X") {
          scalar = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
        } else if name.hasPrefix("#") {
          scalar = UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init)
        }
        if let scalar {
          result.unicodeScalars.append(scalar)
        } else {
          result += rest[amp...semicolon]
        }
      }
      rest = rest[rest.index(after: semicolon)...]
    }
    return result + rest
  }
}
