/// Dotted version numbers as the systems number their releases: "15.0" comes
/// before "15.4.1", and a missing part counts as 0 ("15" is "15.0").
public enum OSVersion {
  /// Whether version `lhs` comes before `rhs`; a part that is not a number
  /// counts as 0.
  public static func isLess(_ lhs: String, than rhs: String) -> Bool {
    let left = lhs.split(separator: ".").map { Int($0) ?? 0 }
    let right = rhs.split(separator: ".").map { Int($0) ?? 0 }
    for index in 0..<max(left.count, right.count) {
      let a = index < left.count ? left[index] : 0
      let b = index < right.count ? right[index] : 0
      if a != b { return a < b }
    }
    return false
  }
}
