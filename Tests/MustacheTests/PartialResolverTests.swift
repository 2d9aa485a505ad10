import Foundation
import Mustache
import Testing

/// A fresh temporary directory holding the given files (relative path → contents).
private func makeDirectory(_ files: [String: String]) throws -> URL {
  let root = FileManager.default.temporaryDirectory
    .appendingPathComponent("mustache-tests-\(UUID().uuidString)")
  for (path, contents) in files {
    let url = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try contents.write(to: url, atomically: true, encoding: .utf8)
  }
  return root
}

@Suite("Partial resolution")
struct PartialResolverTests {
  @Test("a template file and its partials render from a directory")
  func directory() throws {
    let root = try makeDirectory([
      "templates/report.md.mustache": "# {{app}}\n{{#rows}}\n{{> rows/row}}\n{{/rows}}",
      "templates/rows/row.mustache": "- {{name}}\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let path = root.appendingPathComponent("templates/report.md.mustache").path

    let template = try Template(contentsOfFile: path)
    #expect(template.name == "report.md.mustache")
    #expect(template.contentType == .markdown)
    let partials = DirectoryPartialResolver(
      directory: URL(fileURLWithPath: path).deletingLastPathComponent())
    let output = try template.render(
      ["app": "A|B", "rows": [["name": "x*"], ["name": "y"]]], partials: partials)
    #expect(output == "# A\\|B\n- x\\*\n- y\n")
  }

  @Test("partial files are parsed once and cached")
  func caching() throws {
    let root = try makeDirectory(["p.mustache": "one"])
    defer { try? FileManager.default.removeItem(at: root) }
    let partials = DirectoryPartialResolver(directory: root)
    let template = try Template(source: "{{> p}}")
    #expect(try template.render([:], partials: partials) == "one")
    try "two".write(
      to: root.appendingPathComponent("p.mustache"), atomically: true, encoding: .utf8)
    #expect(try template.render([:], partials: partials) == "one")
    #expect(try template.render([:], partials: DirectoryPartialResolver(directory: root)) == "two")
  }

  @Test("a missing partial file is nil, not an error, for the resolver")
  func missingFile() throws {
    let root = try makeDirectory([:])
    let partials = DirectoryPartialResolver(directory: root)
    #expect(try partials.template(named: "nope") == nil)
    let template = try Template(source: "[{{> nope}}]")
    #expect(
      try template.render([:], partials: partials, options: .init(missingPartials: .empty))
        == "[]")
    #expect(
      diagnostic { _ = try template.render([:], partials: partials) }
        == "template:1:2: partial 'nope' not found")
  }

  @Test(
    "names that could leave the directory are refused",
    arguments: ["../secret", "a/../../secret", "/etc/passwd", "a//b", "./a", "a/.", #"a\b"#])
  func refusedNames(_ name: String) throws {
    let root = try makeDirectory(["secret.mustache": "s", "dir/a.mustache": "a"])
    defer { try? FileManager.default.removeItem(at: root) }
    let partials = DirectoryPartialResolver(directory: root.appendingPathComponent("dir"))
    #expect(throws: InvalidPartialName.self) { _ = try partials.template(named: name) }
    // Through a template (a dynamic name, so the data chooses the path) the refusal is
    // reported at the tag, even when missing partials would render empty.
    let template = try Template(source: "x\n {{> *name}}")
    let message = diagnostic {
      _ = try template.render(
        ["name": .string(name)], partials: partials, options: .init(missingPartials: .empty))
    }
    #expect(message.hasPrefix("template:2:2: invalid partial name '\(name)': "))
  }

  @Test("a partial file with a syntax error reports its own file and position")
  func partialSyntaxError() throws {
    let root = try makeDirectory(["bad.mustache": "ok\n{{#x}}"])
    defer { try? FileManager.default.removeItem(at: root) }
    let template = try Template(source: "{{> bad}}")
    #expect(
      diagnostic {
        _ = try template.render([:], partials: DirectoryPartialResolver(directory: root))
      }
        == "bad.mustache:2:1: unclosed section 'x'")
  }

  @Test("an unreadable template file is a whole-file error")
  func unreadableFile() {
    let message = diagnostic { _ = try Template(contentsOfFile: "/nonexistent/report.md.mustache") }
    #expect(
      message == "report.md.mustache: cannot read template "
        + "'/nonexistent/report.md.mustache': no such file")
  }
}
