/// Compares build numbers and versions the way people read them: runs of
/// digits as numbers, other runs as text, separators ignored, so that
/// "412" < "413", "2.3.1" < "2.4", "2.3.9" < "2.3.10" and "2.3" == "2.3.0".
public enum BuildNumber {
  /// Whether `lhs` comes before `rhs`.
  public static func isLess(_ lhs: String, than rhs: String) -> Bool {
    compare(lhs, rhs) < 0
  }

  /// -1, 0 or 1 as `lhs` comes before, with or after `rhs`.
  public static func compare(_ lhs: String, _ rhs: String) -> Int {
    let left = parts(lhs)
    let right = parts(rhs)
    for index in 0..<max(left.count, right.count) {
      let a = index < left.count ? left[index] : .number("0")
      let b = index < right.count ? right[index] : .number("0")
      let order = compare(a, b)
      if order != 0 { return order }
    }
    return 0
  }

  enum Part: Equatable {
    /// Digits, without leading zeros ("0" for zero).
    case number(String)
    case text(String)
  }

  /// The runs of digits and of letters; anything else separates them.
  static func parts(_ text: String) -> [Part] {
    var parts: [Part] = []
    var current = ""
    var inDigits = false
    func flush() {
      guard !current.isEmpty else { return }
      if inDigits {
        let trimmed = current.drop { $0 == "0" }
        parts.append(.number(trimmed.isEmpty ? "0" : String(trimmed)))
      } else {
        parts.append(.text(current.lowercased()))
      }
      current = ""
    }
    for character in text {
      let isDigit = character.isASCII && character.isNumber
      if isDigit || character.isLetter {
        if !current.isEmpty, isDigit != inDigits { flush() }
        inDigits = isDigit
        current.append(character)
      } else {
        flush()
      }
    }
    flush()
    return parts
  }

  /// Numbers by value (any length), texts alphabetically; a number comes
  /// after a text ("2.4b1" < "2.4.1": a beta before the release).
  static func compare(_ a: Part, _ b: Part) -> Int {
    switch (a, b) {
    case (.number(let x), .number(let y)):
      if x.count != y.count { return x.count < y.count ? -1 : 1 }
      return x == y ? 0 : (x < y ? -1 : 1)
    case (.text(let x), .text(let y)):
      return x == y ? 0 : (x < y ? -1 : 1)
    case (.text, .number): return -1
    case (.number, .text): return 1
    }
  }
}
