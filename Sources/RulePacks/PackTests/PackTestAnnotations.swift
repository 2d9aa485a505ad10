/// The expectations written into a pack test description as comments, in
/// Semgrep's style: `# ruleid: RULE` says the next line must raise RULE,
/// `# ok: RULE` says it must not. Several ids may share one comment,
/// separated by commas.
package struct PackTestAnnotation: Sendable, Equatable {
  package enum Kind: Sendable { case raises, ok }
  package var kind: Kind
  package var rule: String
  /// The 1-based line the expectation is about: the next line that is
  /// neither blank nor a comment.
  package var line: Int
  /// The line of the comment itself.
  package var commentLine: Int

  /// The annotations in a file's text.
  package static func parse(_ text: String) -> [PackTestAnnotation] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    var annotations: [PackTestAnnotation] = []
    for (index, line) in lines.enumerated() {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      guard trimmed.hasPrefix("#") else { continue }
      let body = trimmed.dropFirst().drop { $0 == " " }
      let kind: Kind
      let rest: Substring
      if body.hasPrefix("ruleid:") {
        kind = .raises
        rest = body.dropFirst("ruleid:".count)
      } else if body.hasPrefix("ok:") {
        kind = .ok
        rest = body.dropFirst("ok:".count)
      } else {
        continue
      }
      guard let target = nextContentLine(after: index, in: lines) else { continue }
      for rule in rest.split(separator: ",") {
        let id = rule.trimmingCharacters(in: .whitespaces)
        guard !id.isEmpty else { continue }
        annotations.append(
          PackTestAnnotation(kind: kind, rule: id, line: target + 1, commentLine: index + 1))
      }
    }
    return annotations
  }

  private static func nextContentLine(after index: Int, in lines: [Substring]) -> Int? {
    var next = index + 1
    while next < lines.count {
      let trimmed = lines[next].drop { $0 == " " || $0 == "\t" }
      if !trimmed.isEmpty, !trimmed.hasPrefix("#") { return next }
      next += 1
    }
    return nil
  }
}
