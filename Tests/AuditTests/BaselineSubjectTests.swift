import AppModel
import Audit
import FileSupport
import Foundation
import TestSupport
import Testing

/// A baseline's subjects are read back as subject kinds; one this version
/// doesn't know is left out rather than guessed.
@Suite struct BaselineSubjectTests {
  @Test func knownKindsReadBackAndUnknownOnesAreLeftOut() throws {
    let folder = try TemporaryFolder("rr-baseline")
    defer { folder.remove() }
    let path = try folder.write(
      """
      {"app": {"bundleId": "com.example.gone"}, "findings": [
        {"rule": "photos.picker-would-suffice", "fingerprint": "1",
         "subject": {"kind": "permission", "id": "library"}, "message": "a"},
        {"rule": "team.old", "fingerprint": "2",
         "subject": {"kind": "gadget", "id": "x"}, "message": "b"}]}
      """, to: "baseline.json")
    let baseline = try Baseline.load(path: path)
    let description = try DescriptionLoader.load(
      path: TestPaths.samples.appendingPathComponent("photo-journal.reviewready.yaml").path)
    var result = try BuiltInChecklists.engine().audit(description, today: "2026-01-01")
    result.description.app.bundleId = "com.example.gone"
    let fixed = baseline.apply(to: result).fixed
    #expect(fixed.map(\.rule) == ["photos.picker-would-suffice", "team.old"])
    #expect(fixed.map(\.subject) == [FindingSubject(kind: .permission, id: "library"), nil])
  }
}
