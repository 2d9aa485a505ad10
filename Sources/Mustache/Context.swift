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
    var work = 0
    return resolve(name, work: &work)
  }

  /// ``resolve(_:)``, adding to `work` the frames and name parts it looked
  /// through, which the renderer counts as steps: a lookup from deep inside
  /// nested sections costs as much as it does.
  func resolve(_ name: Name, work: inout Int) -> MustacheValue? {
    work += 1 + name.parts.count
    guard let first = name.parts.first else { return frames.last }
    var value: MustacheValue?
    for frame in frames.reversed() {
      work += 1
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
