import AppModel
import Foundation
import Mustache
import RuleLanguage
import TestSupport
import Testing
import YAML

/// Every input ReviewReady reads is bounded, and each bound fails with a
/// message that says what was too large.
@Suite struct LimitsTests {
  @Test func descriptionSize() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "reviewready-limits-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("huge.reviewready.yaml").path
    let line = Data("# padding padding padding padding padding padding padding padding\n".utf8)
    var data = Data("schema: 1\n".utf8)
    while data.count <= DescriptionLoader.maximumSize { data.append(line) }
    try data.write(to: URL(fileURLWithPath: path))
    let run = try ReviewReadyBinary.run(["audit", path])
    #expect(run.status == 2)
    #expect(run.standardError.contains("a description may be at most 16 MB"))
    do {
      _ = try DescriptionLoader.decode(bytes: [UInt8](data), file: "x")
      Issue.record("a description over the limit decoded")
    } catch {
      #expect(error.diagnostics.first?.message.contains("at most 16 MB") == true)
    }
  }

  @Test func yamlNestingAndAliases() {
    let deep = String(repeating: "[", count: 10_000)
    #expect(throws: YAMLError.self) { try YAMLLoader.load(text: deep, file: "deep.yaml") }
    var laughs = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
    for level in 1...9 {
      let items = Array(repeating: "*\(level == 1 ? "a" : "l\(level - 1)")", count: 10)
      laughs += "l\(level): &l\(level) [\(items.joined(separator: ", "))]\n"
    }
    do {
      _ = try YAMLLoader.load(text: laughs, file: "laughs.yaml")
      Issue.record("a billion laughs loaded")
    } catch {
      #expect(error.message.contains("aliases expand to more than"))
    }
  }

  @Test func templateNestingAndRecursion() throws {
    let nested =
      String(repeating: "{{#a}}", count: 1_000) + String(repeating: "{{/a}}", count: 1_000)
    #expect(throws: MustacheError.self) { try Template(source: nested) }
    let recursive = try Template(source: "x{{> me}}", name: "me")
    let partials = DictionaryPartialResolver(templates: ["me": recursive])
    do {
      _ = try recursive.render(.object([:]), partials: partials)
      Issue.record("a template that includes itself rendered")
    } catch let error as MustacheError {
      #expect("\(error)".contains("me"))
    }
  }

  @Test func expressionDepth() {
    let deep = String(repeating: "(", count: 5_000) + "1" + String(repeating: ")", count: 5_000)
    let parsed = ParsedExpression(deep)
    #expect(parsed.errors.contains { "\($0)".contains("nested too deeply") })
    let chained = Array(repeating: "1", count: 5_000).joined(separator: " + ")
    #expect(ParsedExpression(chained).errors.contains { "\($0)".contains("nested too deeply") })
  }
}
