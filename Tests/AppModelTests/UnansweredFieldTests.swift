import AppModel
import Diagnostics
import Testing

/// `TODO` in a field a team must answer is an open question, not a value:
/// the decoder records its path, position and what to decide, in every kind
/// of field that accepts it; elsewhere, and misspelt, it is what it always was.
@Suite struct UnansweredFieldTests {
  /// A description with one `@@` to replace by the field under test: each
  /// case's YAML goes where the marker is (indented to fit).
  static func description(replacing marker: String, with text: String) -> String {
    """
    schema: 1
    app:
      name: Receipt Box
      bundleId: com.receiptbox.app
      locales: [en]
    @@app
    screens:
      - id: main
        name: Expenses
    @@screen
    features:
      - id: scan
        name: Scan a receipt
        screen: main
        needs: { camera: scanDocument }
    @@feature
    permissions:
      - id: camera
        resource: camera
        access: capture
        requestedAt:
          screen: main
          feature: scan
    @@placement
    @@permission
    @@top
    """
    .replacingOccurrences(of: marker, with: text)
    .split(separator: "\n", omittingEmptySubsequences: false)
    .filter { !$0.hasPrefix("@@") }.joined(separator: "\n")
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var marker: String
    var yaml: String
    var path: String
    var question: String
    var testDescription: String { path }
  }

  static let cases: [Case] = [
    // Texts: the text after TODO: is the question.
    Case(
      marker: "@@app", yaml: "  version: \"TODO: the first release's version\"",
      path: "app.version", question: "the first release's version"),
    Case(
      marker: "@@screen", yaml: "    path: TODO", path: "screens[0].path",
      question: "how a reviewer gets to this screen (Profile tab > Edit)"),
    // Fields with a pattern.
    Case(
      marker: "@@app", yaml: "  minimumOS: TODO", path: "app.minimumOS",
      question: "the deployment target: the lowest iOS version the app supports"),
    // Booleans.
    Case(
      marker: "@@screen", yaml: "    requiresAccount: \"TODO: behind sign-in?\"",
      path: "screens[0].requiresAccount", question: "behind sign-in?"),
    // Enums.
    Case(
      marker: "@@placement", yaml: "      moment: TODO", path: "permissions[0].requestedAt.moment",
      question: "when the prompt appears: launch, onboarding, feature or background"),
    Case(
      marker: "@@permission", yaml: "    handles: { denied: settingsLink, restricted: TODO }",
      path: "permissions[0].handles.restricted",
      question:
        "what the app does when access is restricted: settingsLink, fallback, explains, blocks or unhandled"
    ),
    // Mappings and lists.
    Case(
      marker: "@@permission", yaml: "    handles: TODO", path: "permissions[0].handles",
      question:
        "what the app does when access is denied or restricted (and limited, for photos and contacts)"
    ),
    Case(
      marker: "@@feature", yaml: "    data: \"TODO: does the scan leave the phone?\"",
      path: "features[0].data", question: "does the scan leave the phone?"),
    Case(
      marker: "@@top", yaml: "privacyLabels: TODO", path: "privacyLabels",
      question: "the App Store privacy labels (App Store Connect › App Privacy)"),
    Case(
      marker: "@@top", yaml: "review: TODO", path: "review",
      question: "the App Review information: a demo account, a contact, notes"),
  ]

  @Test(arguments: cases)
  func recordsAnOpenQuestion(_ testCase: Case) throws {
    var yaml = Self.description(replacing: testCase.marker, with: testCase.yaml)
    if testCase.path.hasPrefix("permissions[0].requestedAt") == false {
      yaml = yaml.replacingOccurrences(
        of: "      feature: scan", with: "      moment: feature\n      feature: scan")
    }
    let description = try DescriptionLoader.decode(bytes: Array(yaml.utf8), file: "a.yaml")
    let question = try #require(description.questions.first, "\(yaml)")
    #expect(description.questions.count == 1)
    #expect(question.path == testCase.path)
    #expect(question.question == testCase.question)
    #expect(question.location.file == "a.yaml")
    #expect(question.location.line >= 1)
    let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false)
    let written = lines[question.location.line - 1]
    #expect(written.contains("TODO"), "the question points at its TODO: \(written)")
  }

  /// Misspelt, the marker is a wrong value like any other; in a field that
  /// does not accept it (a resource), it is not a resource.
  @Test(arguments: [
    ("      moment: TOOD", "'TOOD' is not a prompt moment"),
    ("      moment: todo", "'todo' is not a prompt moment"),
    (
      "      moment: feature\n    handles: { denied: TODO! }",
      "'TODO!' is not a denied-access handling"
    ),
  ])
  func aMisspeltMarkerIsStillAnError(_ yaml: String, _ message: String) throws {
    let text = Self.description(replacing: "@@placement", with: yaml)
    #expect {
      _ = try DescriptionLoader.decode(bytes: Array(text.utf8), file: "a.yaml")
    } throws: { error in
      let diagnostics = (error as? DiagnosticsError)?.diagnostics ?? []
      return diagnostics.contains { $0.message.contains(message) }
    }
  }

  @Test func theMarkerIsNoResource() throws {
    let text = Self.description(replacing: "@@placement", with: "      moment: feature")
      .replacingOccurrences(of: "resource: camera", with: "resource: TODO")
    #expect(throws: DiagnosticsError.self) {
      _ = try DescriptionLoader.decode(bytes: Array(text.utf8), file: "a.yaml")
    }
  }

  /// Only an explicit TODO is a question: an omitted field is what it always
  /// was, and a text that merely mentions TODO is a text.
  @Test func anOmittedFieldIsNoQuestion() throws {
    let text = Self.description(
      replacing: "@@placement", with: "      moment: feature\n    api: Add a TODO list")
    let description = try DescriptionLoader.decode(bytes: Array(text.utf8), file: "a.yaml")
    #expect(description.questions.isEmpty)
    #expect(description.permissions.first?.handles.denied == nil)
    #expect(description.permissions.first?.api == "Add a TODO list")
  }
}
