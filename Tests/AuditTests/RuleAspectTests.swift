import AppModel
import Audit
import FileSupport
import Foundation
import Reports
import RuleBinding
import RulePacks
import TestSupport
import Testing

/// Where a finding lands in the report is its rule's aspect, whatever pack
/// the rule comes from, and every built-in rule names its own.
@Suite struct RuleAspectTests {
  /// A team pack with one rule about every photos permission, with `aspect`
  /// as given (nothing when nil).
  static func teamPack(aspect: String?) -> String {
    """
    pack: team
    title: A team's own rule
    rules:
      - id: team.photos-text-reviewed
        title: The photos purpose string has not been reviewed by legal
        severity: error
        for: permission
    \(aspect.map { "    aspect: \($0)\n" } ?? "")\
        fails: permission.resource == "photos"
        message: "{{permission.id}}'s purpose string awaits legal review."

    """
  }

  /// The photos row of photo-journal's matrix (a sample with no findings
  /// of its own), audited with the built-in packs and the team pack.
  static func photosRow(aspect: String?) throws -> ReportModel.MatrixRow? {
    let folder = try TemporaryFolder("rr-aspect")
    defer { folder.remove() }
    let pack = try folder.write(teamPack(aspect: aspect), to: "team.yaml")
    let engine = try BuiltInChecklists.engine(adding: [PackSource(path: pack)])
    let description = try DescriptionLoader.load(
      path: TestPaths.samples.appendingPathComponent("photo-journal.reviewready.yaml").path)
    let result = engine.audit(description, today: "2026-01-01")
    #expect(result.findings.map(\.rule) == ["team.photos-text-reviewed"])
    let model = ReportModel(result, catalog: engine.catalog, toolVersion: "test", date: "")
    return model.matrix.first { $0.resource == "photos" }
  }

  @Test func teamPurposeRuleAboutAPermissionMarksThePurposeStringsCell() throws {
    let row = try #require(try Self.photosRow(aspect: "purpose"))
    #expect(row.purposeStrings.state == .problem)
    #expect(row.requested.state == .good)
    #expect(row.prompt.state == .good)
    #expect(row.labels.state == .good)
  }

  /// Without `aspect:`, a permission rule is about access: the same rule
  /// marks the requested cell instead.
  @Test func aPermissionRuleWithoutAspectMarksTheRequestedCell() throws {
    let row = try #require(try Self.photosRow(aspect: nil))
    #expect(row.requested.state == .problem)
    #expect(row.purposeStrings.state == .good)
  }

  /// `rules show` and `rules docs` say when an aspect is the default.
  @Test func theCatalogueMarksADefaultAspect() throws {
    let folder = try TemporaryFolder("rr-aspect")
    defer { folder.remove() }
    for (aspect, text) in [(nil, "access (default)"), ("purpose", "purpose")] {
      let pack = try folder.write(Self.teamPack(aspect: aspect), to: "team.yaml")
      let rule = try #require(try PackLoader.load(paths: [pack]).first?.rules.first)
      #expect(rule.aspectText == text)
      #expect(rule.declaresAspect == (aspect != nil))
    }
  }

  @Test func timingAndLabelsRulesMarkTheirCells() throws {
    let timing = try #require(try Self.photosRow(aspect: "timing"))
    #expect(timing.prompt.state == .problem)
    #expect(timing.requested.state == .good)
    let labels = try #require(try Self.photosRow(aspect: "labels"))
    #expect(labels.labels.state == .problem)
    #expect(labels.requested.state == .good)
  }

  /// Reports read the aspect from the finding, so it must come from the rule.
  @Test func findingsCarryTheirRulesAspect() throws {
    let engine = try BuiltInChecklists.engine()
    let aspects = Dictionary(uniqueKeysWithValues: engine.rules.map { ($0.id, $0.aspect) })
    for url in TestPaths.sampleDescriptions() {
      let result = engine.audit(try DescriptionLoader.load(path: url.path), today: "2026-01-01")
      for finding in result.findings where finding.subject.kind != .waiver {
        #expect(finding.aspect == aspects[finding.rule], "\(finding.rule)")
      }
    }
  }

  /// The default is documented for team packs; the built-in rules never
  /// lean on it, so that each says truthfully where it belongs.
  @Test func everyBuiltInRuleDeclaresItsAspect() throws {
    let rules = try BuiltInChecklists.engine().rules
    #expect(rules.count > 50)
    let undeclared = rules.filter { !$0.declaresAspect }.map(\.id)
    #expect(undeclared.isEmpty, "rules without aspect: \(undeclared)")
  }

  @Test func theDefaultFollowsTheScopeAndTheField() {
    #expect(RuleAspect.default(for: .permission, at: nil) == .access)
    #expect(RuleAspect.default(for: .permission, at: "requestedAt.moment") == .timing)
    #expect(RuleAspect.default(for: .permission, at: "primer") == .timing)
    #expect(RuleAspect.default(for: .permission, at: "handles") == .states)
    #expect(RuleAspect.default(for: .purposeString, at: nil) == .purpose)
    #expect(RuleAspect.default(for: .label, at: nil) == .labels)
    #expect(RuleAspect.default(for: .feature, at: "data") == .labels)
    #expect(RuleAspect.default(for: .feature, at: "recording") == .app)
    #expect(RuleAspect.default(for: .screen, at: nil) == .app)
    #expect(RuleAspect.default(for: .app, at: "review") == .app)
    #expect(RuleAspect.default(for: .codeUse, at: nil) == .access)
  }

  /// Reports print the kind's text and fingerprints hash it, so it must
  /// stay what it was (the sample goldens pin the fingerprints themselves).
  @Test func subjectKindsKeepTheirText() {
    #expect(
      SubjectKind.allCases.map(\.rawValue) == [
        "app", "feature", "permission", "screen", "purposeString", "label", "waiver", "codeUse",
      ])
    #expect(RuleScope.allCases.allSatisfy { $0.subjectKind.rawValue == $0.rawValue })
  }
}
