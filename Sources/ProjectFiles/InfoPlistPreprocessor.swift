/// Xcode can run the C preprocessor over an Info.plist before reading it
/// (the `INFOPLIST_PREPROCESS` build setting); such files hold lines like
/// `#ifndef DISABLE_PLAIN_HTTP`. This evaluates those conditionals with no
/// macro defined — what a build without extra definitions produces — and
/// blanks the directive lines, so that line numbers stay the same.
enum InfoPlistPreprocessor {
  /// The text with conditionals applied, or nil when it has no directive.
  static func apply(_ text: String) -> String? {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.contains(where: { directive($0) != nil }) else { return nil }
    /// For each open conditional: whether the enclosing text is kept,
    /// whether this branch is kept, and whether a branch was taken already.
    var stack: [(outer: Bool, active: Bool, taken: Bool)] = []
    var keeping: Bool { stack.last.map { $0.outer && $0.active } ?? true }
    var output: [Substring] = []
    for line in lines {
      guard let (name, argument) = directive(line) else {
        output.append(keeping ? line : "")
        continue
      }
      switch name {
      case "if", "ifdef", "ifndef":
        let value: Bool
        switch name {
        case "ifdef": value = false
        case "ifndef": value = true
        default: value = evaluate(argument)
        }
        stack.append((keeping, value, value))
      case "elif":
        if var top = stack.popLast() {
          top.active = !top.taken && evaluate(argument)
          top.taken = top.taken || top.active
          stack.append(top)
        }
      case "else":
        if var top = stack.popLast() {
          top.active = !top.taken
          top.taken = true
          stack.append(top)
        }
      case "endif":
        _ = stack.popLast()
      default:
        break  // #define, #include, #undef, #pragma: nothing to keep
      }
      output.append("")
    }
    return output.joined(separator: "\n")
  }

  /// The directive's name and argument, when `line` is one.
  private static func directive(_ line: Substring) -> (String, Substring)? {
    let trimmed = line.drop { $0 == " " || $0 == "\t" }
    guard trimmed.first == "#" else { return nil }
    let body = trimmed.dropFirst().drop { $0 == " " || $0 == "\t" }
    let name = body.prefix { $0.isLetter }
    let known = ["if", "ifdef", "ifndef", "elif", "else", "endif", "define", "undef", "include"]
    guard known.contains(String(name)) else { return nil }
    return (String(name), body.dropFirst(name.count).drop { $0 == " " || $0 == "\t" })
  }

  /// `#if` with no macro defined: a number is itself, `defined(X)` and any
  /// other name are 0, `!` negates.
  private static func evaluate(_ argument: Substring) -> Bool {
    var text = argument.trimmingCharacters(in: .whitespaces)
    var negate = false
    while text.hasPrefix("!") {
      negate.toggle()
      text = String(text.dropFirst()).trimmingCharacters(in: .whitespaces)
    }
    let value = Int(text).map { $0 != 0 } ?? false
    return value != negate
  }
}
