import Foundation
import TestSupport
import Testing
import YAML

/// Runs the YAML test suite (`../shared/testdata/yaml-test-suite`, data
/// others wrote, read in place): every case that must load gives the suite's
/// JSON, every error case gives a positioned error, none crashes.
@Suite struct YAMLTestSuiteTests {
  /// One case directory (a top-level id, or a numbered subtest).
  struct Case: CustomTestStringConvertible, Sendable {
    var id: String
    var directory: URL
    var testDescription: String { id }

    func file(_ name: String) -> URL { directory.appendingPathComponent(name) }
    func has(_ name: String) -> Bool { FileManager.default.fileExists(atPath: file(name).path) }
  }

  static let suite = TestPaths.sharedTestData("yaml-test-suite")

  static let cases: [Case] = {
    guard let suite else { return [] }
    let manager = FileManager.default
    var cases: [Case] = []
    for id in ((try? manager.contentsOfDirectory(atPath: suite.path)) ?? []).sorted() {
      let directory = suite.appendingPathComponent(id)
      if manager.fileExists(atPath: directory.appendingPathComponent("in.yaml").path) {
        cases.append(Case(id: id, directory: directory))
        continue
      }
      for sub in ((try? manager.contentsOfDirectory(atPath: directory.path)) ?? []).sorted() {
        let subdirectory = directory.appendingPathComponent(sub)
        if manager.fileExists(atPath: subdirectory.appendingPathComponent("in.yaml").path) {
          cases.append(Case(id: "\(id)/\(sub)", directory: subdirectory))
        }
      }
    }
    return cases
  }()

  @Test(
    .enabled(
      if: TestPaths.hasSharedTestData("yaml-test-suite"),
      TestPaths.sharedTestDataAbsent("yaml-test-suite")),
    arguments: cases)
  func suiteCase(_ testCase: Case) throws {
    let bytes = [UInt8](try Data(contentsOf: testCase.file("in.yaml")))
    let known = KnownYAMLSuiteDifferences.reasons[testCase.id]
    let result = Result { () throws(YAMLError) in
      try YAMLLoader.loadAll(bytes: bytes, file: "in.yaml")
    }
    let outcome = outcome(of: testCase, result)
    if let known {
      // A listed difference must still end in data or a positioned error,
      // and must really differ: a case that passes comes off the list.
      if case .failure(let error) = result {
        #expect(error.location.line >= 1 && error.location.column >= 1)
      }
      #expect(outcome != nil, "\(testCase.id) passes now; remove it from the list (\(known))")
    } else if let outcome {
      Issue.record("\(testCase.id): \(outcome)")
    }
  }

  /// nil when the loader agrees with the suite, or what went wrong.
  private func outcome(of testCase: Case, _ result: Result<[YAMLNode], YAMLError>) -> String? {
    switch (testCase.has("error"), result) {
    case (true, .success):
      return "loaded, but the suite says it must fail"
    case (true, .failure(let error)):
      return error.location.line >= 1 ? nil : "error without a position: \(error)"
    case (false, .failure(let error)):
      return "failed to load: \(error)"
    case (false, .success(let documents)):
      guard testCase.has("in.json"),
        let text = try? String(contentsOf: testCase.file("in.json"), encoding: .utf8)
      else { return nil }
      guard let expected = try? JSONValue.decodeStream(text) else {
        return "could not read in.json"
      }
      let actual = documents.map(JSONValue.init)
      return actual == expected ? nil : "expected \(expected), loaded \(actual)"
    }
  }
}
