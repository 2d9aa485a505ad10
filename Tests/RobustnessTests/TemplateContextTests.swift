import AppModel
import Audit
import Foundation
import Mustache
import ReviewReadyKit
import TestSupport
import Testing

@testable import Reports

/// Template data is encoded straight from the report model; it must be what
/// the model's JSON reads back as, which is what templates were written
/// against (`audit --format report-context` shows that JSON).
@Suite struct TemplateContextTests {
  struct Sample: Encodable {
    struct Inner: Encodable {
      var name: String
      var note: String?
    }
    var text = "héllo"
    var flag = true
    var count = 3
    var small: Int8 = -4
    var big: UInt64 = 18_000_000_000_000_000_000
    var half = 0.5
    var absent: String? = nil
    var present: String? = "here"
    var items = [Inner(name: "a", note: nil), Inner(name: "b", note: "n")]
    var nested = [[1, 2], [3]]
    var map = ["k": 1]
    var empty: [String] = []
  }

  static func viaJSON<Value: Encodable>(_ value: Value) throws -> MustacheValue {
    try MustacheValue(jsonData: JSONEncoder().encode(value))
  }

  @Test func encodesAsJSONReadsBack() throws {
    #expect(try MustacheValueEncoder.encode(Sample()) == Self.viaJSON(Sample()))
  }

  @Test func everySamplesReportModelEncodesAsItsJSON() throws {
    let models = try ReportModelFixtures.sampleModels()
    #expect(!models.isEmpty)
    for model in models {
      #expect(try MustacheValueEncoder.encode(model) == Self.viaJSON(model))
    }
  }
}

/// Report models of every sample, audited with the built-in packs.
enum ReportModelFixtures {
  static func sampleModels() throws -> [ReportModel] {
    let engine = try Auditor(.init(configuration: Auditor.ConfigurationSource.none)).engine
    let catalog = engine.catalog
    return try TestPaths.sampleDescriptions().map { url in
      let result = try engine.audit(
        DescriptionLoader.load(path: url.path), today: "2026-01-01",
        checklist: ChecklistFile.path(forDescription: url.path))
      return ReportModel(result, catalog: catalog, toolVersion: "test", date: "2026-01-01")
    }
  }
}
