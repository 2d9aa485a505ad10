import AppModel
import Audit
import FileSupport
import Foundation
import Testing

/// Any valid description, however odd, is audited without a crash and
/// without a rule failing to evaluate: generated descriptions exercise every
/// resource, access level, verb and optional field the packs read.
@Suite struct RandomDescriptionTests {
  static let engine: AuditEngine? = try? BuiltInChecklists.engine()

  @Test func generatedDescriptionsAuditCleanly() throws {
    let engine = try #require(Self.engine)
    var generator = DescriptionGenerator(seed: 2026)
    for index in 0..<300 {
      let yaml = generator.description()
      let description: AppDescription
      do {
        description = try DescriptionLoader.decode(
          bytes: Array(yaml.utf8), file: "random-\(index).yaml")
      } catch {
        Issue.record("generated description \(index) is invalid: \(error)\n\(yaml)")
        continue
      }
      let result = engine.audit(description, today: "2026-11-29")
      #expect(result.problems.isEmpty, "\(result.problems)\n\(yaml)")
    }
  }
}

/// Writes random but valid descriptions (deterministic for a seed).
struct DescriptionGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  private mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }

  private mutating func pick<T>(_ items: [T]) -> T { items[Int(next() % UInt64(items.count))] }
  private mutating func chance(_ percent: UInt64) -> Bool { next() % 100 < percent }

  private static let texts = [
    "Take a photo of a receipt to attach it to an expense.", "To improve your experience.",
    "photos_access_description", "", "We upload your photos to share them with friends.",
    "Tap Allow All or the app will not work.", "Choose photos to add to a journal entry.",
  ]

  mutating func description() -> String {
    let locales = pick([["en"], ["en", "de"], ["en", "no", "fr"]])
    var lines = [
      "schema: 1",
      "app:",
      "  name: Generated",
      "  bundleId: com.example.generated",
      "  locales: [\(locales.joined(separator: ", "))]",
    ]
    if chance(50) { lines.append("  minimumOS: \"\(pick(["10.0", "13.0", "15.0", "17.0"]))\"") }
    if chance(30) {
      let modes = (0..<Int(next() % 3)).map { _ in pick(BackgroundMode.allCases).rawValue }
      lines.append("  backgroundModes: [\(Set(modes).sorted().joined(separator: ", "))]")
    }
    lines += ["screens:", "  - { id: s0, name: Home }", "  - { id: s1, name: Editor }"]
    let featureCount = Int(next() % 4)
    lines.append(featureCount == 0 ? "features: []" : "features:")
    for index in 0..<featureCount {
      let resource = pick(Resource.allCases)
      var data = ""
      if chance(50) {
        let destination = pick(DataDestination.allCases)
        var extra = chance(50) ? ", keepsLocationMetadata: \(chance(50))" : ""
        if chance(50) { extra += ", linkedToUser: \(chance(50))" }
        if chance(40) { extra += ", purposes: [\(pick(DataPurpose.allCases).rawValue)]" }
        if destination == .thirdParty, chance(60) {
          let name = chance(50) ? "name: Vendor, " : ""
          extra += ", recipient: { \(name)kind: \(pick(RecipientKind.allCases).rawValue) }"
        }
        if chance(40) { extra += ", consent: \(pick(Consent.allCases).rawValue)" }
        data =
          ", data: [{ type: \(pick(PrivacyDataType.allCases).rawValue), destination: "
          + "\(destination.rawValue)\(extra) }]"
      }
      if chance(20) { data += ", gatedOn: [\(pick(Resource.allCases).rawValue)]" }
      if chance(20) {
        var fields: [String] = []
        if chance(60) { fields.append("captures: [\(pick(RecordedActivity.allCases).rawValue)]") }
        if chance(60) { fields.append("indicator: \(pick(RecordingIndicator.allCases).rawValue)") }
        if chance(60) { fields.append("consent: \(pick(Consent.allCases).rawValue)") }
        data += ", recording: { \(fields.joined(separator: ", ")) }"
      }
      lines.append(
        "  - { id: f\(index), name: Feature \(index), screen: s\(index % 2), core: \(chance(30)), "
          + "needs: { \(resource.rawValue): \(pick(resource.needVerbs)) }\(data) }")
    }
    let permissionCount = Int(next() % 4)
    lines.append(permissionCount == 0 ? "permissions: []" : "permissions:")
    for index in 0..<permissionCount {
      let resource = pick(Resource.allCases)
      lines += [
        "  - id: p\(index)",
        "    resource: \(resource.rawValue)",
        "    requiredToUseApp: \(chance(20))",
        "    access: \(pick(resource.accessLevels))",
        "    requestedAt: { screen: s\(index % 2), moment: \(pick(PromptMoment.allCases).rawValue)"
          + (featureCount > 0 && chance(70)
            ? ", feature: f\(Int(next() % UInt64(featureCount))) }" : " }"),
      ]
      if chance(50) {
        let text = chance(50) ? "text: \"\(pick(Self.texts))\", " : ""
        lines.append(
          "    primer: { \(text)buttons: [\(pick(["Continue", "Allow", "Later", "×"]))] }")
      }
      if chance(70) {
        var handles: [String] = []
        if resource.hasLimitedAccess, chance(60) {
          handles.append("limited: \(pick(LimitedAccessHandling.allCases).rawValue)")
        }
        if chance(70) { handles.append("denied: \(pick(RefusalHandling.allCases).rawValue)") }
        if chance(50) { handles.append("restricted: \(pick(RefusalHandling.allCases).rawValue)") }
        lines.append("    handles: { \(handles.joined(separator: ", ")) }")
      }
    }
    let keys = UsageDescriptionKeys.all
    let purposeCount = Int(next() % 4)
    lines.append(purposeCount == 0 ? "purposeStrings: {}" : "purposeStrings:")
    var used: Set<String> = []
    for _ in 0..<purposeCount {
      let key = pick(keys)
      guard used.insert(key).inserted else { continue }
      lines.append("  \(key):")
      for locale in locales where chance(80) {
        lines.append("    \(locale == "no" ? "\"no\"" : locale): \"\(pick(Self.texts))\"")
      }
      if lines.last == "  \(key):" { lines[lines.count - 1] += " \"\(pick(Self.texts))\"" }
    }
    if chance(60) {
      let collects = chance(70)
      lines += ["privacyLabels:", "  collectsData: \(collects)"]
      if collects {
        lines.append(
          "  data: [{ type: \(pick(PrivacyDataType.allCases).rawValue), usedForTracking: \(chance(20)) }]"
        )
      }
    }
    if chance(40) {
      lines += ["accounts:", "  creation: \(pick(AccountCreation.allCases).rawValue)"]
      if chance(60) { lines.append("  deletion: \(pick(AccountDeletion.allCases).rawValue)") }
      if chance(60) {
        let methods = (0..<Int(next() % 3)).map { _ in pick(SignInMethod.allCases).rawValue }
        lines.append("  signInWith: [\(Set(methods).sorted().joined(separator: ", "))]")
      }
    }
    if chance(50) {
      lines += [
        "review:", "  notes: \(pick(["Tap Allow when asked.", "The demo account has data."]))",
      ]
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
