import CodeScan
import Testing

/// Calls of required-reason APIs (kind `reason`) and the `[.member]` form:
/// a real call is evidence, the same text in a comment, a string, disabled
/// code or a property of the app's own is not.
@Suite("Required-reason API calls found in code")
struct RequiredReasonScanTests {
  static let apis = APIIndexing([
    CodeAPI(
      resource: "userDefaults", call: "UserDefaults.standard", kind: .reason,
      level: "NSPrivacyAccessedAPICategoryUserDefaults"),
    CodeAPI(
      resource: "userDefaults", call: "UserDefaults", kind: .reason,
      level: "NSPrivacyAccessedAPICategoryUserDefaults", name: "UserDefaults(suiteName:)"),
    CodeAPI(
      resource: "userDefaults", selector: "standardUserDefaults", receiver: "NSUserDefaults",
      kind: .reason, level: "NSPrivacyAccessedAPICategoryUserDefaults",
      name: "[NSUserDefaults standardUserDefaults]"),
    CodeAPI(
      resource: "fileTimestamp", call: "[.modificationDate]", kind: .reason,
      level: "NSPrivacyAccessedAPICategoryFileTimestamp",
      name: "FileAttributeKey.modificationDate"),
  ])

  /// A snippet and the `api line` of each evidence it must give.
  struct Case: Sendable, CustomTestStringConvertible {
    var snippet: String
    var language: SourceLanguage = .swift
    var found: [String]
    var testDescription: String { String(snippet.prefix(50)) }
  }

  static let cases: [Case] = [
    Case(snippet: "let d = UserDefaults.standard\n", found: ["UserDefaults.standard 1"]),
    Case(
      snippet: "let d = UserDefaults(suiteName: \"group.x\")\n",
      found: ["UserDefaults(suiteName:) 1"]),
    Case(
      snippet:
        "// UserDefaults.standard\nlet s = \"UserDefaults.standard\"\n/* UserDefaults() */\n",
      found: []),
    Case(snippet: "#if false\nlet d = UserDefaults.standard\n#endif\n", found: []),
    // A type annotation names the type; it calls nothing.
    Case(snippet: "func f(store: UserDefaults) {}\n", found: []),
    Case(
      snippet: "let a = try? fm.attributesOfItem(atPath: p)\nlet d = a?[.modificationDate]\n",
      found: ["FileAttributeKey.modificationDate 2"]),
    // The app's own property of that name is no file attribute.
    Case(snippet: "let d = note.modificationDate\nsort(by: .modificationDate)\n", found: []),
    Case(
      snippet: "void f(void) {\n  NSUserDefaults *d = [NSUserDefaults standardUserDefaults];\n}\n",
      language: .objectiveC, found: ["[NSUserDefaults standardUserDefaults] 2"]),
  ]

  @Test(arguments: cases)
  func calls(_ test: Case) {
    let found =
      SourceFileEvidence.evidence(
        in: Array(test.snippet.utf8), language: test.language, file: "Store.swift",
        apis: Self.apis) ?? []
    #expect(found.map { "\($0.api) \($0.line)" } == test.found)
    #expect(found.allSatisfy { $0.kind == .reason && $0.level.hasPrefix("NSPrivacyAccessed") })
  }
}
