import AppModel
import Audit
import Diagnostics
import FileSupport
import Foundation
import Mustache
import ProjectFiles
import ReviewReadyKit
import RuleLanguage
import RulePacks
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

  /// Legal but large: a list longer than a description may have, and a
  /// file of more values than one may have, fail at their position.
  @Test func longListsAndManyValues() throws {
    let head = """
      schema: 1
      app: { name: Big, bundleId: com.example.big }
      screens:
        - { id: home, name: Home, path: Home tab }
      features:

      """
    var features = head
    for index in 0...DescriptionLoader.maximumItems {
      features += "  - { id: f\(index), name: Feature \(index), screen: home, control: Tap }\n"
    }
    do {
      _ = try DescriptionLoader.decode(bytes: Array(features.utf8), file: "big.yaml")
      Issue.record("2,001 features decoded")
    } catch {
      #expect(
        error.diagnostics.map(\.description) == [
          "big.yaml:6:3: error: features: 2001 items; at most 2000 are read here (no app needs "
            + "more: is this list generated?)"
        ])
    }
    let values = Array(repeating: "photos", count: DescriptionLoader.maximumNodes)
    let flow = head + "  - { id: f, needs: [\(values.joined(separator: ", "))] }\n"
    do {
      _ = try DescriptionLoader.decode(bytes: Array(flow.utf8), file: "flow.yaml")
      Issue.record("200,000 values decoded")
    } catch {
      let message = try #require(error.diagnostics.first?.message)
      #expect(message.contains("more than 200000 values, lists and mappings"), "\(message)")
      #expect(error.diagnostics.first?.location.line == 6)
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

  @Test func aliasedBytes() {
    var text = "a: &a " + String(repeating: "x", count: 10_000) + "\nnames:\n"
    for _ in 0..<2_000 { text += "  - *a\n" }
    do {
      _ = try YAMLLoader.load(text: text, file: "aliases.yaml")
      Issue.record("a scalar aliased 2,000 times loaded")
    } catch {
      #expect(error.message.contains("aliases repeat more than 4194304 bytes of text"))
      #expect(error.location.line == 422)
    }
    #expect(throws: Never.self) {
      try YAMLLoader.load(text: "a: &a [x, y]\nb: *a\n", file: "ok.yaml")
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

  @Test func templateOutputSize() throws {
    // Unescaped, so the test measures the budget, not escaping 64 MB in a debug build.
    let loops =
      String(repeating: "{{#l}}", count: 5) + "{{{v}}}" + String(repeating: "{{/l}}", count: 5)
    let template = try Template(source: loops, name: "loops")
    let ten = MustacheValue.list((0..<10).map { .int($0) })
    let big = MustacheValue.object([
      "l": ten, "v": .string(String(repeating: "x", count: 10_000_000)),
    ])
    do {
      _ = try template.render(big)
      Issue.record("five loops over a 10 MB value rendered")
    } catch let error as MustacheError {
      #expect("\(error)".contains("more than 67108864 bytes"))
    }
    let small = RenderOptions(maximumOutputBytes: 10)
    #expect(
      try template.render(.object(["l": .list([1]), "v": "0123456789"]), options: small).count == 10
    )
    #expect(throws: MustacheError.self) {
      try Template(source: "{{#l}}x{{/l}}").render(
        .object(["l": ten]), options: RenderOptions(maximumOutputBytes: 9))
    }
  }

  /// Huge wrong values give a short message quickly: no edit distance on
  /// huge strings, and the value quoted shortened.
  @Test(arguments: [
    ("screen", "features[0].screen", "a".repeated(100_000), "no screen has id 'aaaa"),
    (
      "resource", "permissions[0].resource", "photo".repeated(2_000_000),
      "is not a resource; expected"
    ),
    ("screen", "features[0].screen", "entry-edtor", "did you mean 'entry-editor'?"),
  ])
  func hugeWrongValues(_ field: String, _ path: String, _ value: String, _ message: String) throws {
    let text = """
      schema: 1
      app: { name: Notes, bundleId: com.example.notes }
      screens:
        - { id: entry-editor, name: Entry editor }
      permissions:
        - { id: library, resource: \(field == "resource" ? value : "photos"), access: readWrite, requestedAt: { screen: entry-editor, moment: feature } }
      features:
        - { id: attach, name: Attach, screen: \(field == "screen" ? value : "entry-editor"), needs: { photos: pick } }
      """
    do {
      _ = try DescriptionLoader.decode(bytes: Array(text.utf8), file: "huge.yaml")
      Issue.record("a wrong \(field) decoded")
    } catch {
      let problem = try #require(error.diagnostics.first { $0.message.contains(path) })
      #expect(problem.message.contains(message), "\(problem.message.prefix(300))")
      #expect(problem.message.count < 400)
      #expect(!problem.message.contains("did you mean") || value.count < 100)
    }
  }

  @Test func quotedValues() {
    #expect(Quoted.quote("short") == "'short'")
    let long = Quoted.quote(
      String(repeating: "x", count: 100) + String(repeating: "y", count: 10_000_000))
    #expect(long.count == Quoted.maximumLength + 2)
    #expect(long.hasPrefix("'xxxx") && long.contains("x…y") && long.hasSuffix("yy'"))
    #expect(Quoted.quote(String(repeating: "é", count: 120)).count == 122)
  }

  /// A sparse file just over each kind's limit (it costs no disk) is
  /// refused before it is read, with the limit in the message.
  @Test(arguments: [
    ("Info.plist", FileSizeLimit.projectFile.maximumSize, "a project file may be at most 32 MB"),
    ("baseline.json", FileSizeLimit.baseline.maximumSize, "a baseline may be at most 16 MB"),
    ("checklist.yaml", FileSizeLimit.checklist.maximumSize, "a checklist file may be at most 4 MB"),
    ("pack.yaml", FileSizeLimit.pack.maximumSize, "a pack file may be at most 4 MB"),
    ("report.html.mustache", Template.maximumFileSize, "may be at most 1048576 bytes"),
    ("report.md.mustache", FileSizeLimit.template.maximumSize, "a template may be at most 1 MB"),
  ])
  func oversizedFiles(_ name: String, _ limit: Int, _ message: String) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "reviewready-sparse-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent(name).path
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.truncate(atOffset: UInt64(limit) + 1)
    try handle.close()
    let problem: String
    do {
      switch name {
      case "Info.plist": _ = try InfoPlistReader.read(path: path)
      case "baseline.json": _ = try Baseline.load(path: path)
      case "checklist.yaml": _ = try ChecklistFile.load(path: path)
      case "pack.yaml": _ = try PackLoader.load(paths: [path])
      // A template in a team's folder (REVIEWREADY_TEMPLATES) is read through it.
      case "report.md.mustache":
        _ = try ResourceFolder.disk(folder.path).text(of: name, limit: .template)
      default: _ = try Template(contentsOf: URL(fileURLWithPath: path))
      }
      Issue.record("\(name) over the limit was read")
      return
    } catch let error as DiagnosticsError {
      problem = error.diagnostics.map(\.message).joined(separator: "\n")
    } catch {
      problem = "\(error)"
    }
    #expect(problem.contains(message), "\(problem)")
  }

  @Test func pipesAreRefused() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "reviewready-fifo-\(UUID().uuidString)"
    ).path
    #expect(mkfifo(path, 0o600) == 0)
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(FileSizeLimit.projectFile.problem(path)?.contains("not a regular file") == true)
  }

  @Test func expressionDepth() {
    let deep = String(repeating: "(", count: 5_000) + "1" + String(repeating: ")", count: 5_000)
    let parsed = ParsedExpression(deep)
    #expect(parsed.errors.contains { "\($0)".contains("nested too deeply") })
    let chained = Array(repeating: "1", count: 5_000).joined(separator: " + ")
    #expect(ParsedExpression(chained).errors.contains { "\($0)".contains("nested too deeply") })
  }
}

extension String {
  fileprivate func repeated(_ count: Int) -> String { String(repeating: self, count: count) }
}

/// `merge` refuses inputs over its limits before reading any of them: a
/// sparse file costs nothing on disk but would cost its size in memory.
@Suite struct MergeInputLimitTests {
  static func sparse(_ path: String, size: Int) throws {
    _ = FileManager.default.createFile(atPath: path, contents: nil)
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    try handle.truncate(atOffset: UInt64(size))
    try handle.close()
  }

  @Test func anInputOverTheLimitIsRefusedUnread() throws {
    let folder = try TemporaryFolder("merge-limit")
    defer { folder.remove() }
    let path = folder.path("forged.json")
    try Self.sparse(path, size: ShardedReports.sizeLimit.maximumSize + 1)
    let started = ContinuousClock.now
    do {
      _ = try ShardedReports.merge(paths: [path], format: nil)
      Issue.record("merged a forged shard")
    } catch {
      #expect(
        error.diagnostics.map(\.message) == [
          ShardedReports.sizeLimit.problem(size: ShardedReports.sizeLimit.maximumSize + 1)
        ])
    }
    #expect(ContinuousClock.now - started < .seconds(10))
  }

  @Test func inputsOverTheTotalAreRefusedUnread() throws {
    let folder = try TemporaryFolder("merge-total")
    defer { folder.remove() }
    let size = ShardedReports.sizeLimit.maximumSize
    let count = ShardedReports.totalLimit / size + 1
    let paths = (1...count).map { folder.path("\($0).json") }
    for path in paths { try Self.sparse(path, size: size) }
    do {
      _ = try ShardedReports.merge(paths: paths, format: nil)
      Issue.record("merged forged shards")
    } catch {
      let message = error.diagnostics.map(\.message)
      #expect(message.count == 1)
      #expect(message.first?.contains("merge reads at most 256 MB in all") == true, "\(message)")
    }
  }
}
