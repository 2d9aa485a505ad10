// libFuzzer target: a description decoded from the input, audited, and its
// review-notes draft (`reviewready notes`) made on its own. Invariants:
// - the draft is within its limit (4,000 characters), or over it only by
//   what `overLimit` says, with the team's notes whole;
// - no raw control character (but line breaks and tabs) or bidi control;
// - no one-line field starts a line of its own: every line is a heading,
//   a generated line ("- …", the sign-in sentence), blank, or (a prefix of)
//   a line of the team's notes or of a waived rule's review note, the only
//   texts of several lines.
// Build and run with .ci/fuzz.
import AppModel
import Audit
import Diagnostics
import FileSupport
import FuzzDriver
import Reports
import ReviewReadyKit

private let file = "fuzz.reviewready.yaml"

private let engine: AuditEngine = {
  guard let engine = try? BuiltInChecklists.engine() else {
    fatalError("the built-in packs do not load")
  }
  return engine
}()

private let headings: Set<Substring> = [
  "Where to find the features that use protected data:",
  "What each permission prompt asks for and why:",
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNotes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  guard let description = try? DescriptionLoader.decode(bytes: bytes, file: file) else { return 0 }
  let result = engine.audit(AuditInput(description, today: "2026-01-01"))
  let draft = ReviewNotesDraft.make(for: result, catalog: engine.catalog)
  let over = draft.text.count - ReviewNotesDraft.limit
  guard over <= 0 || draft.overLimit == over else {
    fatalError("the draft has \(draft.text.count) characters, over its limit, unsaid")
  }
  if let notes = description.review?.notes?.trimmingCharacters(in: .whitespacesAndNewlines),
    !draft.text.contains(TerminalText.escapingControls(notes, keeping: ["\n", "\t"]))
  {
    fatalError("the team's notes were cut")
  }
  if let scalar = draft.text.unicodeScalars.first(where: isUnsafe) {
    fatalError("the draft holds the raw character U+\(String(scalar.value, radix: 16))")
  }
  let texts = [description.review?.notes] + result.findings.filter(\.isWaived).map(\.reviewNote)
  let allowed = texts.compactMap { $0 }.flatMap { text in
    TerminalText.escapingControls(text, keeping: ["\n", "\t"]).split(separator: "\n")
  }
  for line in draft.text.split(separator: "\n") where !isGenerated(line) {
    let trimmed = line.drop(while: \.isWhitespace)
    guard allowed.contains(where: { $0.drop(while: \.isWhitespace).hasPrefix(trimmed) }) else {
      fatalError("a line that no part starts: \(line.prefix(120))")
    }
  }
  return 0
}

private func isGenerated(_ line: Substring) -> Bool {
  line.hasPrefix("- ") || line.hasPrefix("Sign in with the demo account ")
    || headings.contains(line)
}

private func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
  let value = scalar.value
  if value == 0x0A || value == 0x09 { return false }
  return value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x200E || value == 0x200F
    || value == 0x061C || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    || value == 0x2028 || value == 0x2029
}

@_cdecl("FuzzNotes_main")
public func fuzzNotesMain(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
  runFuzzer(argc, argv, fuzzNotes)
}
