/// The stack of values that names are looked up in while rendering.
///
/// Sections push the value (or each list element) they iterate over, and pop it
/// afterwards, so the stack only ever holds the path from the root to the current node.
struct Context {
  private var frames: [MustacheValue]

  init(root: MustacheValue) {
    frames = [root]
  }

  mutating func push(_ value: MustacheValue) {
    frames.append(value)
  }

  mutating func pop() {
    frames.removeLast()
  }

  /// Resolves a name as the spec describes: `.` is the top of the stack; otherwise the
  /// first part is looked up from the top of the stack down, in objects only, and each
  /// further part only in the previous part's value.
  ///
  /// - Returns: The value, or `nil` when any part is missing.
  func resolve(_ name: Name) -> MustacheValue? {
    guard let first = name.parts.first else { return frames.last }
    var value: MustacheValue?
    for frame in frames.reversed() {
      if let found = frame[first] {
        value = found
        break
      }
    }
    for part in name.parts.dropFirst() {
      guard let current = value else { return nil }
      value = current[part]
    }
    return value
  }
}
