import Diagnostics
import Foundation

extension ScanResult {
  /// The JSON form, `reviewready scan --format json`: the stable interface
  /// (keys sorted, one evidence per object, paths relative to `root`).
  public func json() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(self) else { return "{}\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// The text form: one line per evidence, `file:line:column: resource
  /// level kind — API in Type.function() (when; handles; availability)`,
  /// then what was left out, counted by reason, and a summary line. Every
  /// path is escaped for the terminal.
  public func text() -> String {
    var lines: [String] = []
    for item in evidence {
      lines.append(Self.line(for: item, root: root))
    }
    for note in notes {
      lines.append("note: \(TerminalText.escapingControls(note.path)): \(note.reason)")
    }
    var reasons: [String: Int] = [:]
    for entry in skipped { reasons[entry.reason, default: 0] += 1 }
    if !reasons.isEmpty {
      let counted = reasons.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }
      lines.append("left out: " + counted.joined(separator: ", "))
    }
    let resources = Set(evidence.map(\.resource)).count
    lines.append(
      "scanned \(files) source file\(files == 1 ? "" : "s") in "
        + "\(TerminalText.escapingControls(root)): \(evidence.count) piece"
        + "\(evidence.count == 1 ? "" : "s") of evidence for \(resources) resource"
        + "\(resources == 1 ? "" : "s")")
    return lines.joined(separator: "\n") + "\n"
  }

  private static func line(for item: Evidence, root: String) -> String {
    let place = [item.type, item.function].compactMap { $0 }.joined(separator: ".")
    var details = [item.trigger == .unknown ? "when: unknown" : "on \(item.trigger.rawValue)"]
    if !item.handles.isEmpty { details.append("handles " + item.handles.joined(separator: ", ")) }
    if let availability = item.availability { details.append(availability) }
    let file = TerminalText.escapingControls(item.file)
    return
      "\(file):\(item.line):\(item.column): \(item.resource) \(item.level) \(item.kind.rawValue)"
      + " — \(TerminalText.escapingControls(item.api))"
      + (place.isEmpty ? "" : " in \(TerminalText.escapingControls(place))")
      + " (" + details.joined(separator: "; ") + ")"
  }
}
