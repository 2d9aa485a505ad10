import Foundation
import TestSupport
import Testing

/// A team template's partials are read only from inside its folder: a
/// partial that is a symbolic link to `/proc/self/environ`, to a file
/// elsewhere, or a pipe is refused with one line naming it, exit 2, and
/// nothing is written.
@Suite struct TemplatePartialConfinementTests {
  /// A variable only this test's environment holds, so a leak is seen.
  static let marker = "RR_PARTIAL_LEAK_\(UUID().uuidString.prefix(8))"

  enum Hostile: String, CaseIterable, Sendable {
    case environment, outside, fifo, linkedFolder
  }

  /// Plants the hostile partial `leak` beside the template.
  static func plant(_ kind: Hostile, in folder: TemporaryFolder) throws {
    let partial = folder.path("tpl/leak.mustache")
    switch kind {
    case .environment:
      try FileManager.default.createSymbolicLink(
        atPath: partial, withDestinationPath: "/proc/self/environ")
    case .outside:
      let outside = try folder.write("\(marker)\n", to: "elsewhere/leak.mustache")
      try FileManager.default.createSymbolicLink(atPath: partial, withDestinationPath: outside)
    case .fifo:
      #expect(mkfifo(partial, 0o600) == 0)
    case .linkedFolder:
      try folder.write("\(marker)\n", to: "elsewhere/leak.mustache")
      try FileManager.default.createSymbolicLink(
        atPath: folder.path("tpl/rows"), withDestinationPath: folder.path("elsewhere"))
    }
  }

  @Test(.timeLimit(.minutes(1)), arguments: Hostile.allCases)
  func aPartialLeavingItsFolderIsRefused(_ kind: Hostile) throws {
    let folder = try TemporaryFolder("partials")
    defer { folder.remove() }
    try folder.copy(
      repositoryFile: "Samples/photo-journal.reviewready.yaml", to: "app.reviewready.yaml")
    let name = kind == .linkedFolder ? "rows/leak" : "leak"
    try folder.write("Report\n{{> \(name)}}\n", to: "tpl/report.md.mustache")
    try Self.plant(kind, in: folder)
    let run = try ReviewReadyBinary.run(
      [
        "audit", "--no-config", "--fail-on", "never", "--template", "tpl/report.md.mustache",
        "--format", "markdown", "--output", "out/", "app.reviewready.yaml",
      ], in: folder.url, environment: [Self.marker: "leaked-value"])
    #expect(run.status == 2, "\(run.standardError)")
    let lines = run.standardError.split(separator: "\n")
    #expect(lines.count == 1, "\(run.standardError)")
    #expect(run.standardError.contains("tpl/report.md.mustache:2:1: error: partial '\(name)'"))
    #expect(run.standardError.contains("refused"))
    for output in [run.standardOutput, run.standardError] {
      #expect(!output.contains(Self.marker))
      #expect(!output.contains("leaked-value"))
      #expect(!output.contains("PATH="))
    }
    #expect(!FileManager.default.fileExists(atPath: folder.path("out")))
  }

  /// A link to a file inside the folder is an ordinary partial.
  @Test func aLinkInsideTheFolderIsRead() throws {
    let folder = try TemporaryFolder("partials-inside")
    defer { folder.remove() }
    try folder.copy(
      repositoryFile: "Samples/photo-journal.reviewready.yaml", to: "app.reviewready.yaml")
    try folder.write("Report\n{{> leak}}\n", to: "tpl/report.md.mustache")
    try folder.write("inside partial\n", to: "tpl/real.mustache")
    try FileManager.default.createSymbolicLink(
      atPath: folder.path("tpl/leak.mustache"), withDestinationPath: "real.mustache")
    let run = try ReviewReadyBinary.run(
      [
        "audit", "--no-config", "--fail-on", "never", "--template", "tpl/report.md.mustache",
        "--format", "markdown", "app.reviewready.yaml",
      ], in: folder.url)
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardOutput == "Report\ninside partial\n")
  }
}
