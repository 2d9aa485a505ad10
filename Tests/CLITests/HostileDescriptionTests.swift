import Foundation
import TestSupport
import Testing

/// A description written to break reports — script tags, attribute
/// breakers, javascript: links, Markdown link and table injection, Mustache
/// tags, 10,000-character strings, right-to-left and combining characters,
/// emoji — goes through every format without injecting or breaking anything.
@Suite struct HostileDescriptionTests {
  static let script = "<script>alert(1)</script>"
  static let breaker = "\"><img src=x onerror=alert(1)>"
  static let link = "[click](javascript:alert(1))"
  static let mustache = "{{app.name}} {{{review.notes}}}"
  static let long = String(repeating: "Ω", count: 10_000)
  static let mixed = "\u{202E}evil\u{202C} e\u{0301} 👩🏽‍💻 | pipe ` tick ```"

  static var yaml: String {
    func quoted(_ text: String) -> String {
      "\""
        + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
          of: "\"", with: "\\\"") + "\""
    }
    return """
      schema: 1
      app:
        name: \(quoted("Hostile \(script) \(mixed) \(long)"))
        bundleId: com.example.hostile
        locales: [en, de]
      screens:
        - { id: launch, name: \(quoted(breaker)), path: \(quoted(link)) }
      features:
        - id: avatar
          name: \(quoted("Avatar \(link) \(mustache)"))
          screen: launch
          control: \(quoted("Tap | here\nnow"))
          needs: { photos: pick }
          data: [{ type: photosOrVideos, destination: developerServer }]
      permissions:
        - id: photos-all
          resource: photos
          access: readWrite
          requestedAt: { screen: launch, moment: launch, feature: avatar }
          primer: { text: \(quoted("\(script) \(long)")), buttons: [\(quoted(breaker)), Later] }
      purposeStrings:
        NSPhotoLibraryUsageDescription:
          en: \(quoted("To improve your experience \(mustache) \(script)"))
      review:
        notes: \(quoted("\(link)\n\(breaker)\n\(mixed)\n\(mustache)"))
      """
  }

  @Test func everyFormatKeepsValuesAsText() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("rr-hostile-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("hostile.reviewready.yaml")
    try Self.yaml.write(to: file, atomically: true, encoding: .utf8)
    let output = directory.appendingPathComponent("out")
    let result = try ReviewReadyBinary.run(
      [
        "audit", "--format", "text", "--format", "json", "--format", "markdown", "--format", "html",
        "-o", output.path, file.path,
      ])
    #expect(result.status == 1, "\(result.standardError)")
    func read(_ ext: String) throws -> String {
      try String(contentsOf: output.appendingPathComponent("hostile.\(ext)"), encoding: .utf8)
    }

    let html = try read("html")
    #expect(!html.contains("<script>alert"))
    #expect(!html.contains("<img src=x"))
    #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    #expect(!html.lowercased().contains("href=\"javascript:"))
    #expect(html.contains("{{app.name}} {{{review.notes}}}"))
    #expect(html.contains(Self.long))
    #expect(html.components(separatedBy: "<script>").count == 2)  // only the report's own

    let report = try read("md")
    // The review-notes draft is a fenced code block (shown literally); its
    // fence must be longer than any run of backticks inside it.
    let fence = try #require(
      report.split(separator: "\n").first { $0.hasPrefix("```") && $0.hasSuffix("text") }
    )
    .dropLast(4)
    #expect(fence.count > 3)
    let parts = report.components(separatedBy: "\n" + fence)
    #expect(parts.count == 3, "the notes fence is not closed exactly once")
    let markdown = parts.first ?? report
    #expect(!markdown.contains("<script"))
    #expect(!markdown.contains("<img"))
    #expect(!markdown.contains("[click](javascript:"))
    #expect(markdown.contains("{{app.name}} {{{review.notes}}}"))
    // Every row of a table has its heading's cells (the journey has 4, the
    // matrix 7).
    var tables: [[Substring]] = []
    var previousWasRow = false
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      let isRow = line.hasPrefix("| ")
      if isRow && !previousWasRow { tables.append([]) }
      if isRow { tables[tables.count - 1].append(line) }
      previousWasRow = isRow || line.hasPrefix("|---")
    }
    #expect(tables.count == 2)
    for table in tables {
      #expect(table.count >= 2)
      let pipes = table.first.map(Self.unescapedPipes) ?? 0
      #expect(pipes == 5 || pipes == 8)
      for line in table {
        #expect(
          Self.unescapedPipes(in: line) == pipes, "a table row lost its shape: \(line.prefix(120))")
      }
    }

    let json = try JSONSerialization.jsonObject(with: Data(try read("json").utf8)) as? [String: Any]
    let findings = json?["findings"] as? [[String: Any]] ?? []
    #expect(findings.contains { ($0["message"] as? String)?.contains(Self.mustache) == true })

    let text = try read("txt")
    #expect(text.split(separator: "\n").allSatisfy { $0.hasPrefix(file.path) })

    let notes = try ReviewReadyBinary.run(["notes", file.path])
    #expect(notes.status == 0)
    #expect(notes.standardOutput.contains(Self.mustache))
    #expect(notes.standardOutput.count <= 4001)
  }

  /// `|` characters not escaped with a backslash.
  static func unescapedPipes(in line: Substring) -> Int {
    var count = 0
    var escaped = false
    for character in line {
      if character == "|", !escaped { count += 1 }
      escaped = character == "\\" && !escaped
    }
    return count
  }
}
