import Foundation

/// Another product's name where the app's belongs: `otherProductName`.
extension WordingLanguage {
  /// A name, as written, that a sentence gives to the one asking for
  /// access ("Snapchat needs access to your camera") when it is neither the
  /// app's name nor a name the description knows (those are placeholders by
  /// now), and not a generic word: nil when no sentence has one.
  ///
  /// With `script: words` the name is the one to three words before a
  /// slot at the start of the sentence, each written with a capital letter,
  /// the first not generic; "Acme Notes needs access" in an app called
  /// "Acme Scanner" names "Notes" beside the app's first word, and counts.
  /// With `script: characters` it is a run of Latin letters at the start
  /// (at least three, with a lowercase one: "GPS" is no product), with at
  /// most four letters of the script after a space or two against it,
  /// right before a slot (a particle such as `は`, `이`, or `需要`); names
  /// written in the script itself are not told from other words.
  public func otherProductName(in text: WordingText) -> String? {
    for (index, sentence) in text.sentences.enumerated() {
      let written = text.writtenSentences[index]
      for slot in nameSlots {
        if let name = productName(before: slot, in: sentence, written: written) { return name }
      }
    }
    return nil
  }

  private func productName(before slot: String, in sentence: String, written: String) -> String? {
    switch script {
    case .words:
      guard let range = WordingText.range(of: " " + slot, in: sentence) else { return nil }
      let after = sentence[range.upperBound...]
      // The slot ends at a word's end ("needs access", not "needs accessories").
      if let next = after.unicodeScalars.first, WordingText.isWordScalar(next) { return nil }
      // Only words (and the app's placeholder) before the slot: the sentence starts with
      // them. A word may hold an apostrophe or a hyphen ("Foto's", "Wi-Fi").
      let words = sentence[..<range.lowerBound].split(separator: " ").map(String.init)
      guard (1...3).contains(words.count), words.allSatisfy(Self.isNameWord) else { return nil }
      let writtenWords = written.split(separator: " ").prefix(words.count).map(String.init)
      guard writtenWords.count == words.count else { return nil }
      // Every word written with a capital; the first that is not the app's is no
      // generic word ("Google Photos" is a name, "Camera Roll" and "The Camera" are not).
      var named: [String] = []
      for (word, asWritten) in zip(words, writtenWords) {
        if word == WordingText.appPlaceholder { continue }
        if word == WordingText.featurePlaceholder { return nil }
        guard word.count >= 2, !word.allSatisfy(\.isNumber),
          asWritten.contains(where: \.isUppercase)
        else { return nil }
        if named.isEmpty, isGenericName(word) { return nil }
        named.append(asWritten)
      }
      return named.isEmpty ? nil : named.joined(separator: " ")
    case .characters:
      guard let range = WordingText.range(of: slot, in: sentence) else { return nil }
      let subject = sentence[..<range.lowerBound].trimmingCharacters(in: .whitespaces)
      // A Latin name, and after a space at most four letters of the script
      // ("Google フォト"), or at most two against it ("Google相册"); a possessive and
      // a noun written against the name ("Instagramの写真") make it no subject.
      let latin = String(subject.unicodeScalars.prefix(while: Self.isLatinNameScalar))
        .trimmingCharacters(in: .whitespaces)
      let rest = subject.dropFirst(latin.count)
      guard latin.count >= 3, latin.unicodeScalars.contains(where: { ("a"..."z").contains($0) }),
        rest.isEmpty || (rest.first == " " && rest.dropFirst().count <= 4)
          || (rest.count <= 2 && !rest.contains(" ")),
        !latin.contains(WordingText.appPlaceholder),
        !latin.contains(WordingText.featurePlaceholder),
        !genericSubstrings.contains(latin)
      else { return nil }
      let writtenSubject = String(written.prefix(subject.count))
      guard writtenSubject.contains(where: \.isLowercase) else { return nil }
      return writtenSubject
    }
  }

  private static func isNameWord(_ word: String) -> Bool {
    guard let first = word.unicodeScalars.first, WordingText.isWordScalar(first) else {
      return false
    }
    return word.unicodeScalars.allSatisfy { WordingText.isWordScalar($0) || $0 == "'" || $0 == "-" }
  }

  /// A generic word as a name: whole, or a stem with at most a plural's
  /// ending ("fotos" for "foto*", but "FotoMax" is a name).
  private func isGenericName(_ word: String) -> Bool {
    genericWords.contains(word)
      || genericStems.contains { word.hasPrefix($0) && word.count - $0.count <= 2 }
  }

  private static func isLatinNameScalar(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == " "
      || scalar == "-"
  }
}
