import AppModel
import Audit
import FileSupport
import Foundation
import TestSupport
import Testing
import Wording

/// Wording that fits the key and the features (issue 18): what a purpose
/// string says leaves the device, which uses it names, who it says is
/// asking, judged sentence by sentence in every built-in language, and the
/// rules that compare those answers with the description.
@Suite struct PurposeFitTests {
  static let knowledge = WordingTests.knowledge

  struct Case: Sendable, CustomTestStringConvertible {
    var locale: String
    var text: String
    var leaves: Bool
    var testDescription: String { "\(locale): \(text)" }
  }

  /// Single words are not claims: a ticket shared *with you*, a post office,
  /// lip-sync; a denial is none either; a sentence that sends is one.
  static let leavesCases: [Case] = [
    Case(locale: "en", text: "Show a ticket someone shared with you at the door.", leaves: false),
    Case(locale: "en", text: "Find the nearest post office.", leaves: false),
    Case(locale: "en", text: "Film lip-sync videos to your favourite songs.", leaves: false),
    Case(locale: "en", text: "Your photos are never uploaded.", leaves: false),
    Case(locale: "en", text: "Recordings stay on your iPhone.", leaves: false),
    Case(locale: "en", text: "Sync your notes across devices.", leaves: true),
    Case(locale: "en", text: "Post the photo to your feed.", leaves: true),
    Case(locale: "en", text: "Take photos and send them to your Home server.", leaves: true),
    Case(locale: "de", text: "Zeige das Ticket, das jemand mit dir geteilt hat.", leaves: false),
    Case(locale: "de", text: "Die Fotos werden nie hochgeladen.", leaves: false),
    // Negation after the verb (issue 46): "does not leave your iPhone".
    Case(locale: "de", text: "Die Aufnahme verlässt dein iPhone nicht.", leaves: false),
    Case(locale: "de", text: "Deine Fotos werden nicht hochgeladen.", leaves: false),
    Case(locale: "de", text: "Lädt deine Fotos auf deinen eigenen Server hoch.", leaves: true),
    Case(locale: "fr", text: "Présentez le billet qu'un ami vous a partagé.", leaves: false),
    Case(locale: "fr", text: "Les photos ne sont jamais envoyées.", leaves: false),
    Case(locale: "fr", text: "Envoie vos scans sur votre propre serveur.", leaves: true),
    Case(locale: "es", text: "Muestra la entrada que alguien compartió contigo.", leaves: false),
    Case(locale: "es", text: "Las fotos nunca se suben.", leaves: false),
    Case(locale: "es", text: "Sube tus fotos a tu propio servidor.", leaves: true),
    Case(locale: "it", text: "Mostra il biglietto che un amico ti ha condiviso.", leaves: false),
    Case(locale: "it", text: "Le foto non vengono mai caricate.", leaves: false),
    Case(locale: "it", text: "Carica le tue foto sul tuo server.", leaves: true),
    Case(
      locale: "pt-BR", text: "Mostre o ingresso que alguém compartilhou com você.", leaves: false),
    Case(locale: "pt-BR", text: "As fotos nunca são enviadas.", leaves: false),
    Case(locale: "pt-BR", text: "Envia suas fotos para o seu próprio servidor.", leaves: true),
    Case(locale: "nl", text: "Toon het ticket dat iemand met je gedeeld heeft.", leaves: false),
    Case(locale: "nl", text: "Foto's worden nooit geüpload.", leaves: false),
    Case(locale: "nl", text: "Uploadt je foto's naar je eigen server.", leaves: true),
    Case(locale: "ja", text: "友だちから共有されたチケットを表示します。", leaves: false),
    Case(locale: "ja", text: "写真が外部に送信されることはありません。", leaves: false),
    Case(locale: "ja", text: "写真をあなたのサーバーにアップロードします。", leaves: true),
    Case(locale: "zh-Hans", text: "出示朋友与你共享的门票。", leaves: false),
    Case(locale: "zh-Hans", text: "照片不会上传。", leaves: false),
    Case(locale: "zh-Hans", text: "将照片上传到你自己的服务器。", leaves: true),
    Case(locale: "ko", text: "친구에게 공유받은 티켓을 보여 줍니다.", leaves: false),
    Case(locale: "ko", text: "사진은 외부로 전송되지 않습니다.", leaves: false),
    Case(locale: "ko", text: "사진을 내 서버에 업로드합니다.", leaves: true),
  ]

  @Test(arguments: leavesCases) func leavingTheDeviceIsReadBySentence(_ test: Case) throws {
    let sentence = try Self.knowledge.get().leavesDevice(in: test.text, locale: test.locale)
    #expect((sentence != nil) == test.leaves, "\(sentence ?? "no sentence")")
  }

  struct UseCase: Sendable, CustomTestStringConvertible {
    var locale: String
    var text: String
    var read: Bool
    var add: Bool
    var testDescription: String { "\(locale): \(text)" }
  }

  /// Browsing, showing and picking from the library read it; saving to it
  /// adds; "can't see your other photos" denies reading; "the show" on a
  /// calendar is no verb.
  static let useCases: [UseCase] = [
    UseCase(
      locale: "en", text: "Saves the posters you export to your photo library.", read: false,
      add: true),
    UseCase(
      locale: "en", text: "Upload photos and videos from your photo library.", read: true,
      add: false),
    UseCase(
      locale: "en", text: "Adds the show to your calendar. It can't see your other events.",
      read: false, add: true),
    UseCase(
      locale: "de", text: "Speichert das Poster in deiner Mediathek.", read: false, add: true),
    UseCase(locale: "de", text: "Zeigt deine Fotos auf der Karte an.", read: true, add: false),
    UseCase(
      locale: "fr",
      text: "Ajoute l'affiche à votre photothèque. L'app ne peut voir aucune de vos autres photos.",
      read: false, add: true),
    UseCase(
      locale: "es", text: "Elige fotos de tu fototeca para subirlas.", read: true, add: false),
    UseCase(locale: "it", text: "Salva i poster nella tua fototeca.", read: false, add: true),
    UseCase(
      locale: "pt-BR", text: "Navegue pelas suas fotos para escolher quais imprimir.", read: true,
      add: false),
    UseCase(
      locale: "nl", text: "Slaat de poster op in je fotobibliotheek.", read: false, add: true),
    UseCase(locale: "ja", text: "ライブラリから写真を選んでアップロードします。", read: true, add: false),
    UseCase(locale: "zh-Hans", text: "将海报保存到你的相册。", read: false, add: true),
    UseCase(locale: "ko", text: "보관함에서 사진을 선택해 업로드합니다.", read: true, add: false),
  ]

  @Test(arguments: useCases) func usesAreReadBySentence(_ test: UseCase) throws {
    let knowledge = try Self.knowledge.get()
    #expect(
      (try knowledge.useSentence("read", in: test.text, locale: test.locale) != nil) == test.read)
    #expect(
      (try knowledge.useSentence("add", in: test.text, locale: test.locale) != nil) == test.add)
  }

  struct NameCase: Sendable, CustomTestStringConvertible {
    var locale: String
    var text: String
    var app: String
    var known: [String] = []
    var name: String?
    var testDescription: String { "\(locale): \(text)" }
  }

  /// Only the one asking at a sentence's start is read as a name; the app's
  /// name, its first word, the description's names and generic words are
  /// none of another product.
  static let nameCases: [NameCase] = [
    NameCase(
      locale: "en", text: "Instagram needs access to your camera.", app: "Lantern",
      name: "Instagram"),
    NameCase(
      locale: "en", text: "Acme Notes would like to access your photos.", app: "Acme Scanner",
      name: "Notes"),
    NameCase(
      locale: "en", text: "Lantern Pro needs access to your photos.", app: "Lantern Pro", name: nil),
    NameCase(
      locale: "en", text: "The Camera needs access to take photos.", app: "Lantern", name: nil),
    NameCase(
      locale: "en", text: "Scan Document needs access to the camera.", app: "Lantern",
      known: ["Scan Document"], name: nil),
    NameCase(
      locale: "en", text: "When you tap Scan, Lantern needs access to the camera.", app: "Lantern",
      name: nil),
    NameCase(
      locale: "de", text: "FotoMax benötigt Zugriff auf deine Kamera.", app: "Kassenbuch",
      name: "FotoMax"),
    NameCase(
      locale: "de", text: "Die Kamera benötigt Zugriff, um Belege zu scannen.", app: "Kassenbuch",
      name: nil),
    NameCase(
      locale: "fr", text: "SnapCam a besoin d'accéder à votre appareil photo.", app: "Carnet",
      name: "SnapCam"),
    NameCase(
      locale: "es", text: "FotoMax necesita acceso a tu cámara.", app: "Cuaderno", name: "FotoMax"),
    NameCase(
      locale: "it", text: "FotoMax vuole accedere alla fotocamera.", app: "Quaderno",
      name: "FotoMax"),
    NameCase(
      locale: "pt-BR", text: "FotoMax precisa de acesso à sua câmera.", app: "Caderno",
      name: "FotoMax"),
    NameCase(
      locale: "nl", text: "FotoMax heeft toegang nodig tot je camera.", app: "Schrift",
      name: "FotoMax"),
    NameCase(locale: "ja", text: "SnapCamはカメラにアクセスします。", app: "Notebook", name: "SnapCam"),
    NameCase(locale: "ja", text: "GPSは位置情報を使います。", app: "Notebook", name: nil),
    NameCase(locale: "zh-Hans", text: "SnapCam需要访问你的相机。", app: "Notebook", name: "SnapCam"),
    NameCase(locale: "ko", text: "SnapCam이 카메라에 접근하려고 합니다.", app: "Notebook", name: "SnapCam"),
    NameCase(locale: "ko", text: "Notebook은 카메라를 사용합니다.", app: "Notebook", name: nil),
    NameCase(locale: "zh-Hans", text: "Google相册想要访问你的照片。", app: "Notebook", name: "Google相册"),
    NameCase(locale: "ja", text: "Instagramの写真がアップロードされます。", app: "Notebook", name: nil),
    NameCase(locale: "ja", text: "Google フォトが写真にアクセスします。", app: "Notebook", name: "Google フォト"),
  ]

  @Test(arguments: nameCases) func anotherProductIsTheOneAsking(_ test: NameCase) throws {
    let name = try Self.knowledge.get().otherProductName(
      in: test.text, locale: test.locale,
      names: .init(appName: test.app, featureNames: test.known))
    #expect(name == test.name)
  }

  /// The rules that compare a text with the description, on the corpus's
  /// `fit-*.yaml` texts: all languages together, since each language has
  /// only a few texts per rule.
  @Test func corpusMeetsTheTargetsForTheRulesThatCompareWithTheDescription() throws {
    let evaluation = WordingEvaluation(
      corpus: try WordingTests.corpus(), knowledge: try Self.knowledge.get())
    let rules = [
      "purpose.mismatch-feature", "purpose.hides-upload", "purpose.wording-wrong-level",
      "purpose.other-product", "purpose.partial-coverage",
    ]
    for rule in rules {
      let scores = evaluation.scores.filter { $0.rule == rule }
      #expect(Set(scores.map(\.language)) == Set(WordingTests.languages), "\(rule)")
      let truePositives = scores.map(\.truePositives).reduce(0, +)
      let falsePositives = scores.map(\.falsePositives).reduce(0, +)
      let falseNegatives = scores.map(\.falseNegatives).reduce(0, +)
      let precision = Double(truePositives) / Double(max(1, truePositives + falsePositives))
      let recall = Double(truePositives) / Double(max(1, truePositives + falseNegatives))
      #expect(precision >= 0.95, "\(rule): precision \(precision)")
      #expect(recall >= 0.90, "\(rule): recall \(recall)")
    }
  }

  // MARK: The rules

  static let description = """
    schema: 1
    app: { name: Lumen Notes, bundleId: com.example.lumen, locales: [en, de], minimumOS: "17.0" }
    screens:
      - { id: home, name: Home }
    features:
      - { id: scan, name: Scan a document, screen: home, control: Scan, needs: { camera: scanDocument } }
      - id: snap
        name: Take photos and videos for a folder
        screen: home
        control: Camera
        needs: { camera: capture }
        data:
          - type: photosOrVideos
            destination: thirdParty
            linkedToUser: true
            purposes: [appFunctionality]
            recipient: { name: PlantID, kind: ai }
            consent: explicit
      - { id: save, name: Save a scan, screen: home, control: Save, needs: { photos: save } }
      - { id: add, name: Add the deadline, screen: home, control: Add to Calendar, needs: { calendars: addEvent } }
    permissions:
      - { id: camera, resource: camera, access: capture, requestedAt: { screen: home, moment: feature, feature: scan }, handles: { denied: fallback, restricted: fallback } }
      - { id: photos, resource: photos, access: addOnly, requestedAt: { screen: home, moment: feature, feature: save }, handles: { denied: fallback, restricted: fallback } }
      - { id: cal, resource: calendars, access: writeOnly, requestedAt: { screen: home, moment: feature, feature: add }, handles: { denied: fallback, restricted: fallback } }
    purposeStrings:
      NSCameraUsageDescription:
        en: This permission is needed to scan documents.
        de: Wird benötigt, um Dokumente zu scannen.
      NSPhotoLibraryAddUsageDescription:
        en: This permission is needed to upload photos and videos from your photo library.
        de: Speichert gescannte Seiten in deiner Mediathek.
      NSCalendarsWriteOnlyAccessUsageDescription:
        en: Snapnote needs access to your calendar to add deadlines.
        de: Trägt Fristen in deinen Kalender ein, die jemand mit dir geteilt hat.
    """

  static func findings() throws -> [Finding] {
    let description = try DescriptionLoader.decode(
      bytes: Array(description.utf8), file: "fit.reviewready.yaml")
    let result = try BuiltInChecklists.engine().audit(description, today: "2026-01-01")
    #expect(result.problems.isEmpty, "\(result.problems)")
    return result.findings
  }

  struct RuleCase: Sendable, CustomTestStringConvertible {
    var rule: String
    var key: String
    var quotes: String
    var testDescription: String { "\(rule) on \(key)" }
  }

  static let ruleCases: [RuleCase] = [
    RuleCase(
      rule: "purpose.hides-upload", key: "NSCameraUsageDescription", quotes: "(PlantID)"),
    RuleCase(
      rule: "purpose.partial-coverage", key: "NSCameraUsageDescription",
      quotes: "“This permission is needed to scan documents”"),
    RuleCase(
      rule: "purpose.wording-wrong-level", key: "NSPhotoLibraryAddUsageDescription",
      quotes: "“This permission is needed to upload photos and videos from your photo library”"),
    RuleCase(
      rule: "purpose.mismatch-feature", key: "NSPhotoLibraryAddUsageDescription",
      quotes: "(en) says the data leaves the device"),
    RuleCase(
      rule: "purpose.other-product", key: "NSCalendarsWriteOnlyAccessUsageDescription",
      quotes: "names “Snapnote”"),
  ]

  @Test(arguments: ruleCases) func eachRuleFiresOnceAndQuotesWhatItJudged(_ test: RuleCase) throws {
    let found = try Self.findings().filter { $0.rule == test.rule }
    try #require(found.count == 1, "\(found.map(\.message))")
    #expect(found[0].subject.id == test.key)
    #expect(found[0].message.contains(test.quotes), "\(found[0].message)")
  }

  /// A German sentence about a deadline someone shared with you claims no
  /// sharing, and the German add-only text says only that it saves.
  @Test func noRuleFiresOnASingleWord() throws {
    let found = try Self.findings()
    #expect(!found.contains { $0.rule == "purpose.mismatch-feature" && $0.message.contains("(de") })
    #expect(
      !found.contains {
        $0.rule == "purpose.mismatch-feature" && $0.subject.id.hasPrefix("NSCalendars")
      })
  }

  // MARK: A real app, read in place

  /// ownCloud (../shared/testdata/real-apps): the add-only text describes
  /// reading the library, and the camera text names scanning only, while the
  /// app also takes photos and videos with the camera (real-sources README).
  @Test(
    .enabled(
      if: TestPaths.hasSharedTestData("real-apps"), TestPaths.sharedTestDataAbsent("real-apps")))
  func ownCloudsStringsAreJudgedAsTheREADMESays() throws {
    let root = try #require(TestPaths.sharedTestData("real-apps"))
    // The file has preprocessor lines (`#if`), so the two strings are found by scanning.
    let plist = try String(
      contentsOf: root.appendingPathComponent("owncloud/Info.plist"), encoding: .utf8)
    func value(_ key: String) -> String? {
      guard let keyEnd = plist.range(of: "<key>\(key)</key>")?.upperBound,
        let open = plist.range(of: "<string>", range: keyEnd..<plist.endIndex),
        let close = plist.range(of: "</string>", range: open.upperBound..<plist.endIndex)
      else { return nil }
      return String(plist[open.upperBound..<close.lowerBound])
    }
    let knowledge = try Self.knowledge.get()
    let addOnly = try #require(value("NSPhotoLibraryAddUsageDescription"))
    #expect(try knowledge.useSentence("read", in: addOnly, locale: "en") != nil)
    let camera = try #require(value("NSCameraUsageDescription"))
    #expect(try knowledge.useSentence("scan", in: camera, locale: "en") != nil)
    #expect(try knowledge.useSentence("capture", in: camera, locale: "en") == nil)
  }
}
