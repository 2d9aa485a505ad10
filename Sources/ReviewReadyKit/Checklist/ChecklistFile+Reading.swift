import Audit
import Diagnostics
import Foundation
import YAML
import YAMLDecoding

extension ChecklistFile {
  /// The current format's version, written as `schema:`.
  public static let schemaVersion = 1

  /// Decodes a checklist from its bytes; `file` names it in messages.
  public static func decode(bytes: [UInt8], file: String) throws(DiagnosticsError)
    -> ChecklistFile
  {
    if let marker = conflictMarker(in: bytes, file: file) { throw DiagnosticsError([marker]) }
    let root: YAMLNode
    do {
      root = try YAMLLoader.load(bytes: bytes, file: file)
    } catch {
      throw DiagnosticsError([error.diagnostic])
    }
    var checklist = ChecklistFile(path: file)
    if root.isNull { return checklist }
    let context = DecodingContext()
    if let object = context.object(root, path: "") {
      refuseOwnKeys(object, context: context)
      if let schema = object.value("schema"), let text = context.string(schema, path: "schema"),
        text != String(schemaVersion)
      {
        context.report(
          .invalid(
            "this checklist is schema \(text); this version of reviewready reads schema \(schemaVersion)"
          ), at: schema.location, path: "schema")
      }
      if let checks = object.object("checks") {
        for pair in checks.remainingPairs() {
          guard let entry = decodeEntry(pair, context: context) else { continue }
          checklist.entries[entry.id] = entry
        }
      }
      object.finish()
    }
    guard context.diagnostics.isEmpty else { throw DiagnosticsError(context.diagnostics) }
    return checklist
  }

  private static func decodeEntry(_ pair: YAMLPair, context: DecodingContext) -> ChecklistEntry? {
    guard let id = pair.key.scalar?.text, !pair.key.isNull else {
      context.report(
        .wrongType(expected: "a check id", found: pair.key.kindDescription),
        at: pair.key.location, path: "checks")
      return nil
    }
    let path = "checks.\(id)"
    if !isValidID(id) {
      context.report(
        .invalid("'\(id)' is not a check id (letters, digits, '.', '-' and '_')"),
        at: pair.key.location, path: "checks")
    }
    guard let object = context.object(pair.value, path: path) else { return nil }
    refuseOwnKeys(object, context: context)
    let title = object.string("title")
    let status = object.oneOf(
      "status", CheckStatus.self, kind: "a checklist status", required: true)
    let by = object.string("by")
    let when = object.string("when")
    let build = object.string("build")
    let note = object.string("note")
    var fingerprints: [String: String] = [:]
    if let parts = object.object("fingerprints") {
      for part in parts.remainingPairs() {
        let name = part.key.scalar?.text ?? ""
        if let hash = context.string(part.value, path: parts.path(name)) {
          fingerprints[name] = hash
        }
      }
    }
    object.finish()
    guard let status else { return nil }
    return ChecklistEntry(
      id: id, title: title, status: status, by: by, when: when, build: build, note: note,
      fingerprints: fingerprints, location: pair.key.location)
  }

  /// `x-` keys, which descriptions keep for a team's own use, would be lost
  /// the next time `mark` rewrites the file: refused, pointing to `note`.
  private static func refuseOwnKeys(_ object: ObjectReader, context: DecodingContext) {
    for pair in object.node.mapping ?? [] {
      guard let key = pair.key.scalar?.text, key.hasPrefix("x-") else { continue }
      context.report(
        .invalid(
          "'\(key)' would be lost: reviewready rewrites this file on every mark; put it in a note"),
        at: pair.key.location, path: object.path)
    }
  }

  /// Letters, digits, `.`, `-` and `_`, as rule and check ids are written.
  static func isValidID(_ id: String) -> Bool {
    !id.isEmpty
      && id.unicodeScalars.allSatisfy {
        ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
          || $0 == "." || $0 == "-" || $0 == "_"
      }
  }

  /// The first line of an unresolved git merge conflict, as an error: YAML
  /// would only say the markers don't parse.
  private static func conflictMarker(in bytes: [UInt8], file: String) -> Diagnostic? {
    let text = String(decoding: bytes, as: UTF8.self)
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    where line.hasPrefix("<<<<<<<") || line.hasPrefix(">>>>>>>") {
      return .error(
        at: SourceLocation(file: file, line: index + 1, column: 1),
        "unresolved git merge conflict; keep the entries from both sides (one per check) and "
          + "remove the <<<<<<<, ======= and >>>>>>> lines")
    }
    return nil
  }
}
