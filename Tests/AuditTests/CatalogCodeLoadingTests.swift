import Audit
import Catalog
import CodeScan
import Diagnostics
import FileSupport
import Foundation
import TestSupport
import Testing

/// A `code:` entry the scanner could not match stops the catalog's load
/// with a positioned message saying what would be right. Each case puts one
/// entry first in the photos resource's `code` list of a copy of the
/// built-in catalog.
@Suite struct CatalogCodeLoadingTests {
  /// One broken entry and what the loader says: each message with the text
  /// of the entry its column points at (nil: the entry's `{`).
  struct Case: CustomTestStringConvertible, Sendable {
    var entry: String
    var problems: [(at: String?, message: String)]
    var testDescription: String { entry }
  }

  static let path = "resources.photos.code[0]"

  static let cases: [Case] = [
    Case(
      entry: "{ call: PHAsset.fetchAssets, kind: use, level: readWrite, lable: for }",
      problems: [("lable", "\(path): unknown key 'lable'; did you mean 'label'?")]),
    Case(
      entry: "{ call: PHAsset.fetchAssets, kind: reqest, level: readWrite }",
      problems: [
        ("reqest", "\(path).kind: 'reqest' is not a kind of code evidence; did you mean 'request'?")
      ]),
    Case(
      entry: "{ call: PHAsset.fetchAssets, level: readWrite }",
      problems: [(nil, "\(path): missing required key 'kind'")]),
    Case(
      entry: "{ kind: use, level: readWrite }",
      problems: [
        (
          nil,
          "\(path): the entry has neither 'call' (the Swift form) nor 'selector' (the "
            + "Objective-C form); give one or both"
        )
      ]),
    Case(
      entry: "{ call: PHAsset.fetchAssets, kind: use, level: readwrite }",
      problems: [
        (
          "readwrite",
          "\(path).level: 'readwrite' is not a level of photos or 'none'; did you mean 'readWrite'?"
        )
      ]),
    Case(
      entry: "{ call: PHAsset.fetchAssets, kind: use, values: { video: capture, audio: nnoe } }",
      problems: [
        (
          "capture",
          "\(path).values.video: 'capture' is not a level of photos or 'none'; expected one of "
            + "'addOnly', 'readWrite' or 'none'"
        ),
        (
          "nnoe",
          "\(path).values.audio: 'nnoe' is not a level of photos or 'none'; did you mean 'none'?"
        ),
      ]),
    Case(
      entry: "{ call: PHAsset.fetchAssets, kind: use, values: {} }",
      problems: [
        (
          nil,
          "\(path): the entry names no level: give 'level' (the level the call needs when no "
            + "argument names one) or 'values' (argument value → level, 'none' for no permission)"
        )
      ]),
    Case(
      entry:
        "{ call: \"PHPhotoLibrary.requestAuthorization(for:)\", kind: request, level: readWrite }",
      problems: [
        (
          "\"PHPhotoLibrary",
          "\(path).call: 'PHPhotoLibrary.requestAuthorization(for:)' is not a form ReviewReady "
            + "matches; write 'Type.member' (PHPhotoLibrary.requestAuthorization), '.member' "
            + "(.requestWhenInUseAuthorization), 'Name' (CBCentralManager) or '[.member]' (a "
            + "subscript's key, [.modificationDate]): identifiers and at most one dot, without "
            + "parentheses or argument labels"
        )
      ]),
    Case(
      entry: "{ call: PHPhotoLibrary.shared.register, kind: use, level: readWrite }",
      problems: [
        (
          "PHPhotoLibrary.shared",
          "\(path).call: 'PHPhotoLibrary.shared.register' is not a form ReviewReady matches; "
            + "write 'Type.member' (PHPhotoLibrary.requestAuthorization), '.member' "
            + "(.requestWhenInUseAuthorization), 'Name' (CBCentralManager) or '[.member]' (a "
            + "subscript's key, [.modificationDate]): identifiers and at most one dot, without "
            + "parentheses or argument labels"
        )
      ]),
    Case(
      entry: "{ call: UserDefaults.standard, kind: reason }",
      problems: [
        (
          "reason",
          "\(path).kind: kind 'reason' is a required-reason API's, listed under the catalog's "
            + "requiredReasons.categories, not a resource's; use request, use, status, picker or host"
        )
      ]),
    Case(
      entry: "{ selector: \"fetch assets:\", kind: use, level: readWrite }",
      problems: [
        (
          "\"fetch",
          "\(path).selector: 'fetch assets:' is not a form ReviewReady matches; write the "
            + "selector's first part with its colon (requestAuthorizationForAccessLevel:), a "
            + "selector without arguments (requestWhenInUseAuthorization), or a C function or "
            + "class name (UIImageWriteToSavedPhotosAlbum)"
        )
      ]),
    Case(
      entry: "{ call: PHAsset.fetchAssets, receiver: PHAsset, kind: use, level: readWrite }",
      problems: [
        (
          "PHAsset, kind",
          "\(path).receiver: 'receiver' is the class an Objective-C message is sent to, so it "
            + "needs 'selector'; add the selector or remove the receiver"
        )
      ]),
    Case(
      entry: "{ call: .save, argumentLabels: [\"span:\"], kind: use, level: addOnly }",
      problems: [
        (
          "\"span:\"",
          "\(path).argumentLabels[0]: 'span:' is not an argument label; write it without its "
            + "colon (toShare)"
        )
      ]),
    Case(
      entry: "{ call: .save, kind: use, level: addOnly, whenEmpty: { \"into:\": readWrite } }",
      problems: [
        (
          "\"into:\"",
          "\(path).whenEmpty: 'into:' is not an argument label; write the Swift argument label "
            + "without its colon (toShare)"
        )
      ]),
    Case(
      entry:
        "{ call: PHPhotoLibrary.requestAuthorization, kind: request, values: { .addOnly: addOnly } }",
      problems: [
        (
          ".addOnly",
          "\(path).values: '.addOnly' is not an argument value ReviewReady matches; write the "
            + "value without its leading dot (addOnly) or the Objective-C constant in full "
            + "(PHAccessLevelAddOnly)"
        )
      ]),
  ]

  /// The built-in catalog with `entry` first in photos' `code` list, and
  /// the line the entry is on.
  static func catalog(with entry: String) throws -> (text: String, line: Int) {
    let original = try #require(
      try BuiltInChecklists.folder().text(of: BuiltInChecklists.catalogName))
    let photos = try #require(original.range(of: "\n  photos:\n"))
    let code = try #require(
      original.range(of: "\n    code:\n", range: photos.upperBound..<original.endIndex))
    let line = original[..<code.upperBound].filter { $0 == "\n" }.count + 1
    var text = original
    text.insert(contentsOf: "      - \(entry)\n", at: code.upperBound)
    return (text, line)
  }

  @Test(arguments: cases) func brokenEntriesAreReportedWhereWritten(_ test: Case) throws {
    let (text, line) = try Self.catalog(with: test.entry)
    let folder = try TemporaryFolder("catalog-code")
    defer { folder.remove() }
    let path = try folder.write(text, to: "catalog.yaml")
    let written = "      - \(test.entry)"
    do {
      _ = try CatalogLoader.load(path: path)
      Issue.record("the catalog loaded")
    } catch {
      let expected = try test.problems.map { at, message -> String in
        let column: Int
        if let at {
          let range = try #require(written.range(of: at), "\(at) is not in the entry")
          column = written.distance(from: written.startIndex, to: range.lowerBound) + 1
        } else {
          column = 9
        }
        return "\(path):\(line):\(column): error: \(message)"
      }
      #expect(error.diagnostics.map(\.description) == expected)
    }
  }

  @Test func aValidEntryLoadsAsACodeAPI() throws {
    let (text, _) = try Self.catalog(
      with: "{ call: .acmeSave, selector: \"acmeSave:\", kind: use, level: addOnly, "
        + "argumentLabels: [into], note: \"A test entry.\" }")
    let folder = try TemporaryFolder("catalog-code")
    defer { folder.remove() }
    let catalog = try CatalogLoader.load(path: try folder.write(text, to: "catalog.yaml"))
    #expect(
      catalog.resources[.photos]?.code.first
        == CodeAPI(
          resource: "photos", call: ".acmeSave", selector: "acmeSave:", kind: .use,
          level: "addOnly", argumentLabels: ["into"], note: "A test entry."))
  }

  /// The forms the reader accepts and refuses, without a file.
  @Test func forms() {
    let calls = ["PHAsset.fetchAssets", ".requestLocation", "CBCentralManager", "_private.x"]
    let notCalls = ["", ".", "a.", "A.b.c", "f()", "A.b(for:)", "9Lives", "a b", "..x", "é"]
    #expect(calls.allSatisfy { CodeAPIForms.isCall($0) })
    #expect(
      notCalls.allSatisfy { !CodeAPIForms.isCall($0) }, "\(notCalls.filter(CodeAPIForms.isCall))")
    let selectors = [
      "requestAuthorization:", "authorizationStatus", "UIImageWriteToSavedPhotosAlbum",
    ]
    let notSelectors = ["", ":", "a::", "a:b:", "[a b]", "a b:"]
    #expect(selectors.allSatisfy { CodeAPIForms.isSelector($0) })
    #expect(notSelectors.allSatisfy { !CodeAPIForms.isSelector($0) })
  }
}
