import Testing

@testable import Audit
@testable import Wording

/// The audit's caches key texts by their bytes: equal bytes are one key,
/// and two spellings of one text (composed, decomposed) are two, each
/// answered from its own bytes.
@Suite struct ExactTextTests {
  @Test func equalBytesAreOneKey() {
    var answers: [ExactText: Int] = [:]
    answers[ExactText("Nous avons besoin d’un accès.")] = 1
    answers[ExactText("Nous avons besoin d’un " + "accès.")] = 2
    answers[ExactText("plain ASCII")] = 3
    #expect(answers.count == 2)
    #expect(answers[ExactText("Nous avons besoin d’un accès.")] == 2)
  }

  @Test func canonicallyEquivalentSpellingsAreTwoKeys() {
    let composed = "caf\u{E9}"
    let decomposed = "cafe\u{301}"
    // `String` calls them equal, so a `String`-keyed cache gave the second
    // the first one's answer (and its quoted sentence, as written).
    #expect(composed == decomposed)
    #expect(ExactText(composed) != ExactText(decomposed))
    var answers: [ExactText: String] = [:]
    answers[ExactText(composed)] = composed
    answers[ExactText(decomposed)] = decomposed
    #expect(answers.count == 2)
    #expect(answers[ExactText(decomposed)]?.unicodeScalars.count == 5)
  }
}
