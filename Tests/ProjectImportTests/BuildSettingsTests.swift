import Diagnostics
import Testing
import XcodeProject

/// How build settings resolve: levels, `$(inherited)`, references in every
/// spelling, conditions, operators, and bounds on what can't resolve.
@Suite struct BuildSettingsTests {
  static func settings(_ levels: [[(String, String)]], configuration: String = "Release")
    -> ResolvedSettings
  {
    ResolvedSettings(
      levels: levels.enumerated().map { index, level in
        SettingsLevel(
          name: "level \(index)",
          settings: level.enumerated().map { line, pair in
            let (name, conditions) = BuildSetting.split(pair.0)
            return BuildSetting(
              name: name, conditions: conditions, value: pair.1,
              location: SourceLocation(file: "level\(index)", line: line + 1, column: 1))
          })
      }, context: BuildContext(configuration: configuration),
      defaults: ["TARGET_NAME": "App", "PRODUCT_NAME": "$(TARGET_NAME)"])
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var levels: [[(String, String)]]
    var setting: String
    var expected: String?
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "the highest level wins", levels: [[("A", "1")], [("A", "2")]], setting: "A",
      expected: "2"),
    Case(
      name: "$(inherited) is the level below", levels: [[("F", "-a")], [("F", "$(inherited) -b")]],
      setting: "F", expected: "-a -b"),
    Case(
      name: "a repeated assignment in one level inherits the first",
      levels: [[("F", "-a"), ("F", "$(inherited) -b")]], setting: "F", expected: "-a -b"),
    Case(
      name: "${NAME}, $(NAME) and $NAME", levels: [[("A", "x"), ("B", "${A}-$(A)-$A.")]],
      setting: "B", expected: "x-x-x."),
    Case(
      name: "a nested reference",
      levels: [[("MODE", "REL"), ("ID_REL", "r"), ("ID", "$(ID_$(MODE))")]],
      setting: "ID", expected: "r"),
    Case(
      name: "defaults under every level", levels: [[("B", "$(PRODUCT_NAME:lower).b")]],
      setting: "B",
      expected: "app.b"),
    Case(
      name: "rfc1034identifier", levels: [[("N", "My App_1"), ("B", "$(N:rfc1034identifier)")]],
      setting: "B", expected: "My-App-1"),
    Case(
      name: "a matching condition beats the plain value",
      levels: [[("S[sdk=iphoneos*]", "phone"), ("S", "any"), ("S[sdk=macosx*]", "mac")]],
      setting: "S", expected: "phone"),
    Case(
      name: "a config condition", levels: [[("S", "any"), ("S[config=Rel*]", "release")]],
      setting: "S", expected: "release"),
    Case(
      name: "an undefined reference is empty, as in Xcode", levels: [[("B", "$(NOPE).b")]],
      setting: "B", expected: ".b"),
    Case(
      name: "$(inherited) with nothing below is empty", levels: [[("F", "$(inherited) -b")]],
      setting: "F", expected: " -b"),
    Case(
      name: "a setting referencing itself reads the level below",
      levels: [[("F", "-a")], [("F", "$(F) -b")]], setting: "F", expected: "-a -b"),
    Case(
      name: "a setting referencing itself with nothing below is empty",
      levels: [[("F", "${F}-b")]], setting: "F", expected: "-b"),
    Case(
      name: "a self-reference repeated in one level inherits the first",
      levels: [[("F", "-a"), ("F", "$(F) -b")]], setting: "F", expected: "-a -b"),
    Case(name: "unassigned is nil", levels: [[("A", "1")]], setting: "Z", expected: nil),
  ]

  @Test(arguments: cases) func resolves(_ test: Case) {
    #expect(Self.settings(test.levels).value(test.setting) == test.expected)
  }

  @Test func aReferenceCycleEnds() {
    let value = Self.settings([[("A", "x$(B)"), ("B", "y$(A)")]]).value("A") ?? ""
    #expect(value.hasPrefix("xyxy"))
    #expect(value.count < 1000)
  }

  @Test(.timeLimit(.minutes(1))) func aHugeExpansionIsCut() {
    let levels = [(0..<40).map { ("V\($0)", "$(V\($0 + 1))$(V\($0 + 1))") } + [("V40", "xxxxxxxx")]]
    let value = Self.settings(levels).value("V0") ?? ""
    #expect(value.count <= ResolvedSettings.maximumLength)
  }

  @Test func expandReportsUndefinedNames() {
    let (text, undefined) = Self.settings([[("A", "a")]]).expand("$(A) $(B) ${C}")
    #expect(text == "a  ")
    #expect(undefined == ["B", "C"])
  }

  /// With a configuration file left out, a name nothing read defines may be
  /// defined there: its value can't be known, so it stays as written.
  @Test func incompleteSettingsKeepUndefinedNamesAsWritten() {
    var settings = Self.settings([[("A", "a"), ("B", "$(A)-$(SECRET)")]])
    settings.incomplete = true
    #expect(settings.value("B") == "a-$(SECRET)")
    let (text, undefined) = settings.expand("$(A) $(SECRET)")
    #expect(text == "a $(SECRET)")
    #expect(undefined == ["SECRET"])
  }
}
