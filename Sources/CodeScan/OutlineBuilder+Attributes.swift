/// Attributes (`@IBAction`, `@available`) and compiler directives (`#available`,
/// `#if`) as the outline builder meets them.
extension OutlineBuilder {
  mutating func attribute(at index: Int) -> Int {
    let text = tokens[index].text
    switch text {
    case "@implementation":
      if let name = token(index + 1), name.kind == .identifier {
        _ = push(
          SourceOutline.Scope(
            kind: .type, name: name.text, baseName: "@implementation", parent: current,
            start: index + 2, end: 0))
        return index + 2
      }
    case "@end":
      if scopes[current].baseName == "@implementation" { pop(at: index) }
    case "@available":
      if let (version, next) = availabilityVersion(from: index + 1) {
        if pendingControl != nil && parenthesisDepth > (pendingControl?.depth ?? 0) {
          pendingControl?.available = (version, false)  // Objective-C's if (@available(…))
        } else {
          attributeAvailability = "iOS \(version)+"
        }
        return next
      }
    default:
      attributes.insert(text)
    }
    return index + 1
  }

  mutating func directive(at index: Int) -> Int {
    let text = tokens[index].text
    switch text {
    case "#available", "#unavailable":
      if let (version, next) = availabilityVersion(from: index + 1) {
        pendingControl?.available = (version, text == "#unavailable")
        return next
      }
    case "#Preview":
      pendingDeclaration = PendingDeclaration(
        kind: .closure, name: "#Preview", isPreview: true, depth: parenthesisDepth)
    case "#selector":
      break
    default:
      break
    }
    return index + 1
  }

  /// `(iOS 14, *)` or `(iOS 14.0, macOS 11, *)`: the iOS version, and the
  /// position after `)`.
  func availabilityVersion(from index: Int) -> (String, Int)? {
    guard let open = token(index), open.isPunctuation("(") else { return nil }
    var cursor = index + 1
    var version: String?
    while let next = token(cursor), !next.isPunctuation(")"), cursor - index < 32 {
      if next.isIdentifier("iOS") || next.isIdentifier("ios"),
        let number = token(cursor + 1), number.kind == .number
      {
        version = Self.shortVersion(number.text)
      } else if next.isIdentifier("ios"), let paren = token(cursor + 1), paren.isPunctuation("("),
        let number = token(cursor + 2), number.kind == .number
      {
        version = Self.shortVersion(number.text)
      }
      cursor += 1
    }
    guard let version else { return nil }
    return (version, cursor + 1)
  }

  static func shortVersion(_ text: String) -> String {
    var version = text
    while version.hasSuffix(".0") { version.removeLast(2) }
    return version
  }
}
