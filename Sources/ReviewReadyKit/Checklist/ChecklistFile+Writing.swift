import Audit
import Diagnostics
import Foundation
import YAML

extension ChecklistFile {
  /// The file's text: a header that explains it, then one entry per check,
  /// sorted by id, each field in a fixed order, a blank line between
  /// entries and nothing after the last.
  ///
  /// The layout is what lets git merge two people's marks: an entry's lines
  /// belong to it alone, and the unchanged first line of the next entry
  /// separates one person's change from another's. There is deliberately
  /// no summary (counts, dates) that every mark would rewrite.
  public func render(appName: String, descriptionFile: String) -> String {
    let description = (descriptionFile as NSString).lastPathComponent
    let name = oneLine(description)
    var lines = [
      "# \(oneLine(appName)): the App Review checks people do by hand, one entry per check.",
      "# Record a result with",
      "#   reviewready checklist \(name) mark CHECK-ID --status passed --by NAME",
      "# and see what is left with `reviewready checklist \(name)`.",
      "# status: todo, passed, failed, waived or notApplicable; when: UTC; build: the build",
      "# checked; fingerprints: hashes of the parts of the description the check depends on.",
      "# A result goes stale, to be done again, when those parts of the description change",
      "# (and when the app's build moves past the one recorded, if the team's",
      "# .reviewready.yml sets checklist.staleOnNewBuild).",
      "schema: \(Self.schemaVersion)",
      "checks:",
    ]
    for (index, entry) in sortedEntries.enumerated() {
      if index > 0 { lines.append("") }
      lines += Self.lines(for: entry)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// One entry's lines.
  static func lines(for entry: ChecklistEntry) -> [String] {
    var lines = [YAMLWriter.key(entry.id, indent: 2)]
    if let title = entry.title { lines += YAMLWriter.field("title", title, indent: 4) }
    lines += YAMLWriter.field("status", entry.status.rawValue, indent: 4)
    if let by = entry.by { lines += YAMLWriter.field("by", by, indent: 4) }
    if let when = entry.when { lines += YAMLWriter.field("when", when, indent: 4) }
    if let build = entry.build { lines += YAMLWriter.field("build", build, indent: 4) }
    if let note = entry.note { lines += YAMLWriter.field("note", note, indent: 4) }
    if !entry.fingerprints.isEmpty {
      lines.append(YAMLWriter.key("fingerprints", indent: 4))
      for (part, hash) in entry.fingerprints.sorted(by: { $0.key < $1.key }) {
        lines += YAMLWriter.field(part, hash, indent: 6)
      }
    }
    return lines
  }

  /// A text for a comment line: line breaks become spaces, other controls
  /// and bidirectional characters visible escapes.
  private func oneLine(_ text: String) -> String {
    TerminalText.escapingControls(text.split(whereSeparator: \.isNewline).joined(separator: " "))
  }
}
