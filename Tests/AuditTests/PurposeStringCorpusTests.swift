import Diagnostics
import Foundation
import TestSupport
import Testing

@testable import Wording

/// The real purpose strings' tables (`PurposeStringCorpus`, `rules eval
/// --purpose-strings`): read in place, each translation linked to its source
/// and judged with it, as the audit judges it.
@Suite struct PurposeStringCorpusTests {
  /// A corpus of three strings of one app, a split and a broken table, in a temporary folder.
  private func fixture() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("rr-corpus-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let files = [
      "strings.tsv": """
      id\tapp\tcommit\tpath\tkey\tlocale\ttext
      s1\tacme/atlas\tabc\ten.lproj/InfoPlist.strings\tNSCameraUsageDescription\ten\tAtlas uses the camera.
      s2\tacme/atlas\tabc\tes.lproj/InfoPlist.strings\tNSCameraUsageDescription\tes\tAtlas usa la cámara.\\nDe verdad.
      s3\tacme/other\tdef\tInfo.plist\tNSCameraUsageDescription\ten\tScan a ticket's code to check in.

      """,
      "labels.tsv": """
      id\tvague\tpressure\tleaves\tuses\tplaceholder\tlanguage\tsure
      s1\tyes\tno\tunsaid\t\tno\tok\tyes
      s2\tyes\tno\tunsaid\t\tno\tok\tyes
      s3\tno\tno\tunsaid\tscan\tno\tok\tno

      """,
      "names.tsv": "app\tname\nacme/atlas\tAtlas\n",
      "split.tsv": "app\tside\nacme/atlas\theldout\nacme/other\tdev\n",
      "broken.tsv": "app\tside\nacme/atlas\n",
    ]
    for (name, text) in files {
      try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    return folder
  }

  @Test func translationsAreLinkedToTheirSourceAndUnsureLabelsLeftOut() throws {
    let folder = try fixture()
    defer { try? FileManager.default.removeItem(at: folder) }
    let entries = try PurposeStringCorpus.load(folder: folder.path).entries
    // s3 is labelled unsure, so nothing of it is scored.
    #expect(entries.map(\.text) == ["Atlas uses the camera.", "Atlas usa la cámara.\nDe verdad."])
    #expect(entries[0].source == nil)
    #expect(entries[1].source?.text == "Atlas uses the camera.")
    #expect(entries[1].labels["purpose.vague"] == true)
    #expect(entries[1].app == "Atlas")
    #expect(entries[1].location.line == 3)
  }

  @Test func aSplitKeepsOneSidesApps() throws {
    let folder = try fixture()
    defer { try? FileManager.default.removeItem(at: folder) }
    let split = folder.appendingPathComponent("split.tsv").path
    let held = try PurposeStringCorpus.load(folder: folder.path, split: split, side: "heldout")
    #expect(held.entries.count == 2)
    let dev = try PurposeStringCorpus.load(folder: folder.path, split: split, side: "dev")
    #expect(dev.entries.isEmpty)
  }

  @Test func aRowWithTheWrongFieldsIsAnErrorAtItsLine() throws {
    let folder = try fixture()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect {
      try PurposeStringCorpus.table(folder.appendingPathComponent("broken.tsv").path)
    } throws: { error in
      "\(error)".contains("broken.tsv:2:1")
        && "\(error)".contains("has 1 fields; the header names 2")
    }
  }

  /// The development apps of the real corpus (Scripts/wording/split.tsv): the
  /// translations that say what their source says get its verdicts nearly
  /// always (measured 0.980 when the source reading landed).
  @Test(
    .enabled(
      if: TestPaths.hasSharedTestData("purpose-strings"),
      TestPaths.sharedTestDataAbsent("purpose-strings")))
  func parallelTranslationsAgreeWithTheirSourceOnTheDevelopmentApps() throws {
    let folder = try #require(TestPaths.sharedTestData("purpose-strings"))
    let split = TestPaths.repositoryRoot.appendingPathComponent("Scripts/wording/split.tsv")
    let corpus = try PurposeStringCorpus.load(folder: folder.path, split: split.path, side: "dev")
    let evaluation = WordingEvaluation(corpus: corpus, knowledge: try WordingTests.knowledge.get())
    #expect(evaluation.agreement.compared > 1000)
    #expect(evaluation.agreement.ratio >= 0.97, "\(evaluation.agreement)")
    let languages = Set(evaluation.scores.filter { $0.rule == "purpose.vague" }.map(\.language))
    #expect(languages.count >= 25, "\(languages.sorted())")
  }
}
