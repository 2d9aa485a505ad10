import Foundation

/// Literal byte strings one of which every match of a pattern contains,
/// found in the pattern's text when the language is prepared: a sentence
/// holding none of them cannot match, so the pattern need not be run on it
/// (a PCRE2 match costs far more than a byte search).
///
/// Only what the pattern certainly requires is taken: a run of literal
/// characters outside any optional part, or a group (or positive
/// lookaround) that must match and whose every branch requires one. A
/// pattern using syntax the reader does not know (named groups, inline
/// options, `\x`, `\p`, back-references…) gets no keywords and is always
/// run. Matching is caseless (the packs' patterns are), so ASCII letters
/// are kept in lower case and compared without case; a letter outside
/// ASCII with another case ends a run, since PCRE2 would match its other
/// forms.
struct PatternKeywords: Sendable, Equatable {
  /// One of these occurs in every match; empty when nothing is known.
  let alternatives: [[UInt8]]

  /// Whether the pattern may be skipped at all.
  var isKnown: Bool { !alternatives.isEmpty }

  /// Keywords found before (the compiled-pack cache holds them).
  init(alternatives: [[UInt8]]) {
    self.alternatives = alternatives
  }

  /// The keywords of `pattern`.
  init(pattern: String) {
    var reader = Reader(Array(pattern.unicodeScalars))
    guard let factor = reader.alternation(), reader.isAtEnd, let found = factor else {
      alternatives = []
      return
    }
    // An alternative holding another is redundant: the shorter one is in any text
    // the longer one is.
    let sorted = Array(Set(found)).sorted {
      $0.count < $1.count || ($0.count == $1.count && $0.lexicographicallyPrecedes($1))
    }
    var kept: [[UInt8]] = []
    for candidate in sorted where !kept.contains(where: { Self.find($0, in: candidate) }) {
      kept.append(candidate)
    }
    alternatives = kept
  }

  /// Whether a sentence with these (lower-case) bytes may match: true when
  /// no keywords are known, or one of them occurs.
  func mayMatch(_ sentence: UnsafeBufferPointer<UInt8>) -> Bool {
    guard isKnown else { return true }
    return alternatives.contains { Self.find($0, in: sentence) }
  }

  /// Whether `sentence`'s bytes must be run through every pattern whatever
  /// its keywords: letters outside ASCII that PCRE2 matches caselessly
  /// with ASCII ones (the Kelvin sign, the long s, Turkish dotted and
  /// dotless i), or upper-case ASCII (a text not folded).
  static func needsEveryPattern(_ sentence: UnsafeBufferPointer<UInt8>) -> Bool {
    var previous: UInt8 = 0
    for byte in sentence {
      if byte >= 0x41 && byte <= 0x5A { return true }
      // U+017F C5 BF, U+0130 C4 B0, U+0131 C4 B1, U+212A E2 84 AA.
      if (previous == 0xC5 && byte == 0xBF) || (previous == 0xC4 && (byte == 0xB0 || byte == 0xB1))
        || (previous == 0x84 && byte == 0xAA)
      {
        return true
      }
      previous = byte
    }
    return false
  }

  private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Bool {
    haystack.withUnsafeBufferPointer { find(needle, in: $0) }
  }

  private static func find(_ needle: [UInt8], in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
    guard !needle.isEmpty else { return true }
    return needle.withUnsafeBufferPointer { pattern in
      WordingText.firstOffset(of: pattern, in: haystack, from: 0) != nil
    }
  }
}

extension PatternKeywords {
  /// What a part of a pattern requires: nil when nothing is known; the
  /// whole reading fails (returns nil from `alternation`) on syntax the
  /// reader does not know.
  fileprivate typealias Factor = [[UInt8]]?

  /// A recursive reader of the pattern's syntax, just deep enough to find
  /// what a match must hold.
  fileprivate struct Reader {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var depth = 0

    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    var isAtEnd: Bool { index == scalars.count }

    private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    /// Branches separated by `|`, up to a `)` or the end: the union of
    /// the branches' keywords when each has some. The outer nil means
    /// unknown syntax.
    mutating func alternation() -> Factor? {
      depth += 1
      defer { depth -= 1 }
      guard depth < 64 else { return nil }
      var union: [[UInt8]] = []
      var everyBranchHasOne = true
      while true {
        guard let branch = sequence() else { return nil }
        if let branch { union += branch } else { everyBranchHasOne = false }
        guard current == "|" else { break }
        index += 1
      }
      return .some(everyBranchHasOne ? union : nil)
    }

    /// One branch: the best of its literal runs and required groups.
    private mutating func sequence() -> Factor? {
      var best: [[UInt8]]? = nil
      var run: [UInt8] = []
      while let scalar = current, scalar != "|", scalar != ")" {
        guard let atom = atom() else { return nil }
        guard let minimum = quantifier() else { return nil }
        switch atom {
        case .literal(let literal):
          if minimum > 0, let literal, Self.append(literal, to: &run) {
            if minimum != 1 || isRepeated { Self.end(&run, offeringTo: &best) }
          } else {
            Self.end(&run, offeringTo: &best)
          }
        case .other:
          Self.end(&run, offeringTo: &best)
        case .group(let factor):
          Self.end(&run, offeringTo: &best)
          if minimum > 0, let factor { Self.offer(factor, to: &best) }
        }
      }
      Self.end(&run, offeringTo: &best)
      return .some(best)
    }

    /// Offers the run so far and starts a new one.
    private static func end(_ run: inout [UInt8], offeringTo best: inout [[UInt8]]?) {
      guard !run.isEmpty else { return }
      offer([run], to: &best)
      run.removeAll(keepingCapacity: true)
    }

    /// Keeps `candidate` when its shortest keyword is longer than the best
    /// one's (or as long, with fewer keywords).
    private static func offer(_ candidate: [[UInt8]], to best: inout [[UInt8]]?) {
      guard !candidate.isEmpty, !candidate.contains(where: { $0.isEmpty }) else { return }
      guard let chosen = best else {
        best = candidate
        return
      }
      let shortest = candidate.lazy.map { $0.count }.min() ?? 0
      let chosenShortest = chosen.lazy.map { $0.count }.min() ?? 0
      if shortest > chosenShortest || (shortest == chosenShortest && candidate.count < chosen.count)
      {
        best = candidate
      }
    }

    /// Set by `quantifier` when the atom may repeat (`+`, `{2,}`).
    private var isRepeated = false

    private enum Atom {
      /// One character, or nil for an escape that is no usable literal.
      case literal(Unicode.Scalar?)
      /// A class, an escape for a class, an assertion.
      case other
      /// A group with what it requires (nil for a negative lookaround).
      case group(Factor)
    }

    private mutating func atom() -> Atom? {
      guard let scalar = current else { return nil }
      index += 1
      switch scalar {
      case "(": return group()
      case "[": return characterClass() ? .other : nil
      case ".", "^", "$": return .other
      case "*", "+", "?", "{", "}", "]": return nil
      case "\\":
        guard let escaped = current else { return nil }
        index += 1
        switch escaped {
        case "b", "B", "w", "W", "d", "D", "s", "S", "n", "t", "r": return .other
        default:
          guard escaped.value < 0x80, !escaped.properties.isAlphabetic,
            !("0"..."9").contains(escaped)
          else { return nil }
          return .literal(escaped)
        }
      default: return .literal(scalar)
      }
    }

    /// Appends a literal character as the bytes a folded sentence holds;
    /// false when caseless matching could take other bytes.
    private static func append(_ scalar: Unicode.Scalar, to run: inout [UInt8]) -> Bool {
      if scalar.value < 0x80 {
        let byte = UInt8(scalar.value)
        run.append(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte)
        return true
      }
      guard !scalar.properties.changesWhenCaseMapped else { return false }
      run.append(contentsOf: scalar.utf8)
      return true
    }

    private mutating func group() -> Atom? {
      var negative = false
      if current == "?" {
        index += 1
        switch current {
        case ":", ">", "=":
          index += 1
        case "!":
          index += 1
          negative = true
        case "<":
          index += 1
          guard current == "=" || current == "!" else { return nil }
          negative = current == "!"
          index += 1
        default: return nil
        }
      }
      guard let factor = alternation(), current == ")" else { return nil }
      index += 1
      return .group(negative ? nil : factor)
    }

    /// Skips a `[…]` class; false when it does not end.
    private mutating func characterClass() -> Bool {
      if current == "^" { index += 1 }
      if current == "]" { index += 1 }
      while let scalar = current {
        index += 1
        if scalar == "\\" {
          guard current != nil else { return false }
          index += 1
        } else if scalar == "[" && current == ":" {
          return false
        } else if scalar == "]" {
          return true
        }
      }
      return false
    }

    /// The least number of times the atom before must match (1 with no
    /// quantifier); nil for a `{` that is no quantifier.
    private mutating func quantifier() -> Int? {
      isRepeated = false
      var minimum = 1
      switch current {
      case "?":
        minimum = 0
        index += 1
      case "*":
        minimum = 0
        isRepeated = true
        index += 1
      case "+":
        isRepeated = true
        index += 1
      case "{":
        index += 1
        guard let low = number() else { return nil }
        var high = low
        if current == "," {
          index += 1
          high = number() ?? Int.max
        }
        guard current == "}" else { return nil }
        index += 1
        minimum = low
        isRepeated = high > 1
      default: return 1
      }
      // Lazy or possessive.
      if current == "?" || current == "+" { index += 1 }
      return minimum
    }

    private mutating func number() -> Int? {
      var value: Int? = nil
      while let scalar = current, ("0"..."9").contains(scalar) {
        value = min((value ?? 0) * 10 + Int(scalar.value - 0x30), 100_000)
        index += 1
      }
      return value
    }
  }
}
