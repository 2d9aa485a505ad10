import Foundation
import RulePacks
import TestSupport
import Testing

@testable import ReviewReadyKit

/// Rule globs and path patterns of `.reviewready.yml`, and how nested
/// files merge: tables of what decides.
@Suite struct TeamConfigGlobTests {
  @Test(arguments: [
    ("photos.*", "photos.picker-would-suffice", true),
    ("photos.*", "photos", false),
    ("photos.*", "purpose.vague", false),
    ("*.vague", "purpose.vague", true),
    ("*", "anything.at-all", true),
    ("p*.v*e", "purpose.vague", true),
    ("p*.v*e", "purpose.vaguer", false),
    ("purpose.vague", "purpose.vague", true),
    ("purpose.vague", "purpose.vague2", false),
    ("a*a", "a", false),
    ("a*a", "aa", true),
  ])
  func ruleGlobsMatch(_ glob: String, _ id: String, _ expected: Bool) throws {
    let parsed = try RuleGlob.parse(glob).get()
    #expect(parsed.matches(id) == expected)
  }

  @Test(arguments: [
    "", "photos.[a-z]", "photos.**", "photos .x", String(repeating: "a", count: 201),
  ])
  func badRuleGlobsAreRefused(_ glob: String) {
    #expect(throws: GlobProblem.self) { try RuleGlob.parse(glob).get() }
  }

  /// Within one file: an exact id beats any glob, a glob fixing more
  /// characters beats one fixing fewer, the later of equals wins, and any
  /// rule entry beats the pack switch.
  @Test(arguments: [
    ("rules: {photos.picker-would-suffice: note, 'photos.*': off}", "note"),
    ("rules: {'photos.*': off, photos.picker-would-suffice: note}", "note"),
    ("rules: {'*': off, 'photos.*': warning}", "warning"),
    ("rules: {'photos.*': warning, '*': off}", "warning"),
    ("rules: {'photos.*': warning, '*.picker-would-suffice': note}", "note"),
    ("rules: {'*.picker-would-suffice': note, 'photos.*': warning}", "note"),
    ("packs: {photos: off}\nrules: {'*.picker-would-suffice': note}", "note"),
    ("packs: {photos: note}", "note"),
    ("packs: {photos: off}", "off"),
    ("rules: {'*': off}\npacks: {photos: on}", "off"),
  ])
  func precedenceInOneFile(_ text: String, _ expected: String) throws {
    let folder = try TemporaryFolder("config-glob")
    defer { folder.remove() }
    let path = try folder.write(text + "\n", to: ".reviewready.yml")
    let config = try TeamConfigLoader.load(path: path, formats: ["text"])
    let rule = try Self.rule("photos.picker-would-suffice")
    let decided = try #require(ConfigChain([config]).decision(for: rule, packFile: nil))
    #expect((decided.setting.severity(for: rule)?.rawValue ?? "off") == expected)
  }

  /// Nested files: the nearest file that says anything of a rule decides;
  /// lists add up; `failOn` and `formats` are the nearest file's.
  @Test(arguments: [
    ("rules: {photos.picker-would-suffice: note}", "rules: {'photos.*': off}", "off"),
    ("rules: {'photos.*': off}", "rules: {photos.picker-would-suffice: warning}", "warning"),
    ("rules: {'photos.*': off}", "packs: {photos: on}", "error"),
    ("packs: {photos: note}", "failOn: warning", "note"),
    ("rules: {photos.picker-would-suffice: off}", "", "off"),
    ("", "rules: {'*': warning}", "warning"),
  ])
  func nestedFilesRefine(_ outer: String, _ inner: String, _ expected: String) throws {
    let folder = try TemporaryFolder("config-merge")
    defer { folder.remove() }
    try folder.write("", to: ".git/HEAD")
    try folder.write(outer + "\n", to: ".reviewready.yml")
    try folder.write(inner + "\n", to: "app/.reviewready.yml")
    let chain = try ConfigResolver().chain(for: folder.path("app"))
    #expect(chain.files.count == 2)
    let rule = try Self.rule("photos.picker-would-suffice")
    let decided = chain.decision(for: rule, packFile: nil)
    #expect(
      decided.map { $0.setting.severity(for: rule)?.rawValue ?? "off" } ?? "error" == expected)
  }

  @Test func listsAddUpAndTheNearestDefaultsWin() throws {
    let folder = try TemporaryFolder("config-merge")
    defer { folder.remove() }
    try folder.write("", to: ".git/HEAD")
    try folder.write(
      "failOn: note\nformats: [json]\nscan: {exclude: [Vendor]}\nexcluded: [app/old]\n",
      to: ".reviewready.yml")
    try folder.write(
      "failOn: warning\nscan: {exclude: [Generated]}\nexcluded: [tmp]\nincluded: [ios]\n",
      to: "app/.reviewready.yml")
    let chain = try ConfigResolver().chain(for: folder.path("app/ios"))
    #expect(chain.failOn == "warning")
    #expect(chain.formats == ["json"])
    #expect(
      chain.scan.exclude.map { ($0 as NSString).lastPathComponent } == ["Vendor", "Generated"])
    let root = TeamConfigLoader.standardized(folder.path(""))
    #expect(chain.includes(root + "/app/ios/a.reviewready.yaml"))
    #expect(!chain.includes(root + "/app/android/a.reviewready.yaml"))  // not included by app/
    #expect(!chain.includes(root + "/app/ios/tmp/a.reviewready.yaml") == false)
    #expect(!chain.includes(root + "/app/tmp/a.reviewready.yaml"))  // excluded by app/
    #expect(!chain.includes(root + "/app/old/x/a.reviewready.yaml"))  // excluded by the root
    #expect(chain.excludes(folder: root + "/app/old"))
    #expect(!chain.excludes(folder: root + "/app/ios"))
  }

  @Test(arguments: [
    ("apps/legacy", "apps/legacy/a.reviewready.yaml", true),
    ("apps/legacy", "apps/legacy2/a.reviewready.yaml", false),
    ("apps/*", "apps/x/y/a.reviewready.yaml", true),
    ("**/Tests", "apps/x/Tests/a.reviewready.yaml", true),
    ("**/Tests", "Tests/a.reviewready.yaml", true),
    ("apps/**/old", "apps/old/a.reviewready.yaml", true),
    ("apps/**/old", "apps/a/b/old/a.reviewready.yaml", true),
    ("apps/**/old", "apps/a/b/new/a.reviewready.yaml", false),
    ("*.reviewready.yaml", "a.reviewready.yaml", true),
    ("a?c", "abc/x.reviewready.yaml", true),
    ("a?c", "abbc/x.reviewready.yaml", false),
    ("./apps", "apps/a.reviewready.yaml", true),
  ])
  func pathPatternsMatch(_ pattern: String, _ path: String, _ expected: Bool) throws {
    let glob = try PathGlob.parse(pattern).get()
    #expect(glob.matches(path.split(separator: "/")) == expected)
  }

  @Test(arguments: ["", "/abs", "../up", "a/../b", "a[bc]", "a**/b", "{a,b}"])
  func badPathPatternsAreRefused(_ pattern: String) {
    #expect(throws: GlobProblem.self) { try PathGlob.parse(pattern).get() }
  }

  @Test func mistakesArePositioned() throws {
    let folder = try TemporaryFolder("config-bad")
    defer { folder.remove() }
    let path = try folder.write(
      "rules:\n  'photos.[x]': off\nincluded: [../up]\npacks: {photos: maybe}\nincludes: []\n",
      to: ".reviewready.yml")
    #expect {
      _ = try TeamConfigLoader.load(path: path, formats: ["text"])
    } throws: { error in
      let messages = "\(error)"
      return messages.contains(":2:3: error: rules: 'photos.[x]': '[' can't be in a rule id")
        && messages.contains(":3:12: error: included[0]: '../up': `..` leaves")
        && messages.contains(":4:17: error: packs.photos: 'maybe' is not a pack setting")
        && messages.contains(":5:1: error: unknown key 'includes'; did you mean 'included'?")
    }
  }

  static func rule(_ id: String) throws -> Rule {
    let auditor = try Auditor(.init(configuration: Auditor.ConfigurationSource.none))
    return try #require(auditor.packs.flatMap(\.rules).first { $0.id == id })
  }
}
