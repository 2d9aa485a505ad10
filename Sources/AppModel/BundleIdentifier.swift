/// What `app.bundleId` may hold: letters, digits, `.` and `-` (what Apple
/// allows in a CFBundleIdentifier), and build settings as Xcode writes them
/// in an Info.plist, `$(NAME)`, `${NAME}` or with a modifier,
/// `$(PRODUCT_NAME:rfc1034identifier)`, which `import` keeps when a project
/// leaves them unresolved. The decoder's check and the JSON Schema's pattern
/// say the same; `BundleIdentifierTests` runs both over one table.
public enum BundleIdentifier {
  /// The JSON Schema pattern (ECMA-262), anchored.
  public static let pattern =
    "^([A-Za-z0-9.-]|\\$\\([A-Za-z_][A-Za-z0-9_]*(:[A-Za-z0-9_,]+)?\\)"
    + "|\\$\\{[A-Za-z_][A-Za-z0-9_]*(:[A-Za-z0-9_,]+)?\\})+$"

  /// True when `text` matches `pattern`: one pass over the text, no
  /// backtracking.
  public static func isValid(_ text: String) -> Bool {
    var scalars = Substring(text).unicodeScalars[...]
    guard !scalars.isEmpty else { return false }
    while let first = scalars.first {
      if isPlain(first) {
        scalars = scalars.dropFirst()
      } else if let rest = afterReference(scalars) {
        scalars = rest
      } else {
        return false
      }
    }
    return true
  }

  private static func isPlain(_ scalar: Unicode.Scalar) -> Bool {
    isLetterOrDigit(scalar) || scalar == "." || scalar == "-"
  }

  private static func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
  }

  /// What follows a `$(NAME)` / `${NAME:modifier}` at the start of
  /// `scalars`, or nil when none starts there.
  private static func afterReference(
    _ scalars: Substring.UnicodeScalarView.SubSequence
  ) -> Substring.UnicodeScalarView.SubSequence? {
    var rest = scalars
    guard rest.popFirst() == "$", let open = rest.popFirst(), open == "(" || open == "{"
    else { return nil }
    let close: Unicode.Scalar = open == "(" ? ")" : "}"
    let name = rest.prefix { isLetterOrDigit($0) || $0 == "_" }
    guard let head = name.first, !("0"..."9").contains(head) else { return nil }
    rest = rest.dropFirst(name.count)
    if rest.first == ":" {
      let modifier = rest.dropFirst().prefix { isLetterOrDigit($0) || $0 == "_" || $0 == "," }
      guard !modifier.isEmpty else { return nil }
      rest = rest.dropFirst(1 + modifier.count)
    }
    guard rest.popFirst() == close else { return nil }
    return rest
  }
}
