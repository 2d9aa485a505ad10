import Foundation
import TestSupport
import Testing
import YAML

/// `reviewready template render` run as a user would, over cases of the
/// official Mustache spec (`../shared/testdata/mustache-spec`, read in place).
@Suite struct TemplateRenderEndToEndTests {
  struct SpecCase: CustomTestStringConvertible, Sendable {
    var name: String
    var template: String
    var data: YAMLNode
    var partials: [String: String]
    var expected: String
    var testDescription: String { name }
  }

  static let spec = TestPaths.sharedTestData("mustache-spec")

  /// The first four cases of each core spec file.
  static let cases: [SpecCase] = {
    guard let spec else { return [] }
    let files = ["comments", "delimiters", "interpolation", "inverted", "partials", "sections"]
    return files.flatMap { file -> [SpecCase] in
      let url = spec.appendingPathComponent("\(file).yml")
      guard let text = try? String(contentsOf: url, encoding: .utf8),
        let root = try? YAMLLoader.load(text: text, file: "\(file).yml"),
        let tests = root.field("tests")?.sequence
      else { return [] }
      return tests.prefix(4).compactMap { test in
        guard let name = test.field("name")?.scalar?.text,
          let template = test.field("template")?.scalar?.text,
          let expected = test.field("expected")?.scalar?.text
        else { return nil }
        var partials: [String: String] = [:]
        for pair in test.field("partials")?.mapping ?? [] {
          partials[pair.key.scalar?.text ?? ""] = pair.value.scalar?.text ?? ""
        }
        let data = test.field("data") ?? YAMLNode(.sequence([]), location: root.location)
        return SpecCase(
          name: "\(file): \(name)", template: template, data: data, partials: partials,
          expected: expected)
      }
    }
  }()

  @Test(
    .enabled(
      if: TestPaths.hasSharedTestData("mustache-spec"),
      TestPaths.sharedTestDataAbsent("mustache-spec")),
    arguments: cases)
  func rendersLikeTheSpec(_ testCase: SpecCase) throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("reviewready-render-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try testCase.template.write(
      to: directory.appendingPathComponent("template.mustache"), atomically: true, encoding: .utf8)
    for (name, source) in testCase.partials {
      try source.write(
        to: directory.appendingPathComponent("\(name).mustache"), atomically: true,
        encoding: .utf8)
    }
    let json = try JSONSerialization.data(
      withJSONObject: testCase.data.foundationValue, options: [.fragmentsAllowed])
    try json.write(to: directory.appendingPathComponent("context.json"))
    let result = try ReviewReadyBinary.run(
      [
        "template", "render", "template.mustache", "--context", "context.json",
        "--missing-partials=empty",
      ], in: directory)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput == testCase.expected)
  }

  @Test func missingPartialIsAnErrorByDefault() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("reviewready-render-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try "Header\n  {{> rows}}\n".write(
      to: directory.appendingPathComponent("page.html.mustache"), atomically: true,
      encoding: .utf8)
    try "{}".write(
      to: directory.appendingPathComponent("c.json"), atomically: true, encoding: .utf8)
    let result = try ReviewReadyBinary.run(
      ["template", "render", "page.html.mustache", "--context", "c.json"], in: directory)
    #expect(result.status == 2)
    #expect(result.standardError.hasPrefix("page.html.mustache:2:3: error: "))
    #expect(result.standardError.contains("rows"))
  }

  @Test func malformedTemplateIsPositioned() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("reviewready-render-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try "Title\n{{#findings}}\n  {{title}}\n".write(
      to: directory.appendingPathComponent("report.md.mustache"), atomically: true,
      encoding: .utf8)
    try "findings: []\n".write(
      to: directory.appendingPathComponent("context.yaml"), atomically: true, encoding: .utf8)
    let result = try ReviewReadyBinary.run(
      ["template", "render", "report.md.mustache", "--context", "context.yaml"], in: directory)
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError == "report.md.mustache:2:1: error: unclosed section 'findings'\n")
  }
}

extension YAMLNode {
  fileprivate func field(_ key: String) -> YAMLNode? {
    mapping?.first { $0.key.scalar?.text == key }?.value
  }
}
