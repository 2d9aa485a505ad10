import AppModel
import Testing

@testable import Audit
@testable import RuleBinding

/// Which text a translated purpose string is judged through
/// (`WordingSources`): the same key's text in the development language.
@Suite struct WordingSourcesTests {
  private func sources(developmentRegion: String, texts: [(String, String)]) throws
    -> WordingSources
  {
    let lines = texts.map { "    \($0.0): \"\($0.1)\"" }.joined(separator: "\n")
    let locales = ([developmentRegion] + texts.map(\.0).filter { $0 != developmentRegion })
      .joined(separator: ", ")
    let yaml = """
      schema: 1
      app:
        name: Atlas
        bundleId: com.example.atlas
        version: "1.0"
        developmentRegion: \(developmentRegion)
        locales: [\(locales)]
      purposeStrings:
        NSCameraUsageDescription:
      \(lines)
      """
    return WordingSources(try DescriptionLoader.decode(bytes: Array(yaml.utf8), file: "a.yaml"))
  }

  @Test func aTranslationIsReadThroughTheDevelopmentLanguagesText() throws {
    let found = try sources(
      developmentRegion: "en",
      texts: [
        ("en", "Scan a ticket's code."), ("es", "Escanea el código."), ("ru", "Сканируйте код."),
      ])
    #expect(found.source(of: "Escanea el código.", locale: "es")?.text == "Scan a ticket's code.")
    #expect(found.source(of: "Сканируйте код.", locale: "ru")?.locale == "en")
    // The source itself, and a text given for another locale, are read as written.
    #expect(found.source(of: "Scan a ticket's code.", locale: "en") == nil)
    #expect(found.source(of: "Escanea el código.", locale: "ru") == nil)
    #expect(found.judgesThroughSources("ru"))
    #expect(!found.judgesThroughSources("en"))
  }

  @Test func aRegionalVariantOrBaseIsTheSourceLanguage() throws {
    let regional = try sources(
      developmentRegion: "en", texts: [("en-GB", "Scan a ticket's code."), ("de", "Code scannen.")])
    #expect(regional.source(of: "Scan a ticket's code.", locale: "en-GB") == nil)
    #expect(regional.source(of: "Code scannen.", locale: "de")?.locale == "en-GB")
    let base = try sources(
      developmentRegion: "en", texts: [("Base", "Scan a ticket's code."), ("fr", "Scannez.")])
    #expect(base.source(of: "Scannez.", locale: "fr")?.locale == "Base")
  }

  @Test func aKeyWithoutADevelopmentLanguageTextLeavesItsLocalesUnsourced() throws {
    let found = try sources(
      developmentRegion: "fr", texts: [("en", "Scan a ticket's code."), ("ru", "Сканируйте код.")])
    #expect(found.source(of: "Сканируйте код.", locale: "ru") == nil)
    #expect(!found.judgesThroughSources("ru"))
  }

  @Test(arguments: [
    ("en", "en-US", true), ("pt", "pt-BR", false), ("zh-Hans", "zh-Hant", false),
    ("de_CH", "de", true), ("sr-Latn", "sr", true),
  ])
  func languagesCompare(first: String, second: String, same: Bool) {
    #expect(WordingSources.sameLanguage(first, second) == same)
  }
}
