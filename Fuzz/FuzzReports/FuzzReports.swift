import AppModel
// libFuzzer target: a whole description through the audit and every output
// format (each registered reporter and the review-notes draft), checking
// the invariants of every medium on each input that decodes:
// - no raw control character (but line breaks and tabs), bidi control or
//   line/paragraph separator in any output;
// - JSON, SARIF and report-context parse as JSON; JUnit parses as XML;
// - every line of the text and GitHub outputs is one record (a finding,
//   a verdict, an annotation), so data can never forge a line;
// - the demo password written in the description appears in no output.
// Build and run with .ci/fuzz.
import Audit
import FileSupport
import Foundation
import FuzzDriver
import Reports
import ReviewReadyKit
import YAML

#if canImport(FoundationXML)
  import FoundationXML
#endif

private let file = "fuzz.reviewready.yaml"

private let engine: AuditEngine = {
  guard let engine = try? BuiltInChecklists.engine() else {
    fatalError("the built-in packs do not load")
  }
  return engine
}()

private let context: ReportContext = {
  guard let templates = try? ReportTemplates(for: Reporters.all) else {
    fatalError("the built-in templates do not load")
  }
  return ReportContext(
    catalog: engine.catalog, rules: engine.rules, toolVersion: "0.0.0", date: "2026-01-01",
    templates: templates)
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReports(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  guard let description = try? DescriptionLoader.decode(bytes: bytes, file: file) else { return 0 }
  let result = engine.audit(AuditInput(description, today: "2026-01-01"))
  var outputs: [(id: String, text: String)] = []
  for reporter in Reporters.all {
    do {
      outputs.append((reporter.id, try reporter.render(result, in: context)))
    } catch {
      fatalError("\(reporter.id) failed to render a description that decoded: \(error)")
    }
  }
  outputs.append(("notes", ReviewNotesDraft.make(for: result, catalog: context.catalog).text))
  let secret = writtenPassword(bytes)
  for (id, text) in outputs {
    if let scalar = firstUnsafeScalar(in: text) {
      fatalError("\(id) holds the raw character U+\(String(scalar.value, radix: 16))")
    }
    if let secret, text.contains(secret) { fatalError("\(id) shows the demo password") }
    checkStructure(id, text)
  }
  return 0
}

/// The demo password as written, when it is one a check can look for: at
/// least 8 characters with a letter and a digit, so that it cannot be
/// ordinary text of a rule or template.
private func writtenPassword(_ bytes: [UInt8]) -> String? {
  guard let root = try? YAMLLoader.load(bytes: bytes, file: file) else { return nil }
  var node = root
  for key in ["review", "demoAccount", "password"] {
    guard let value = node.mapping?.first(where: { $0.key.scalar?.text == key })?.value else {
      return nil
    }
    node = value
  }
  guard let text = node.scalar?.text, text.count >= 8,
    text.contains(where: \.isLetter), text.contains(where: \.isNumber)
  else { return nil }
  return text
}

private func checkStructure(_ id: String, _ text: String) {
  switch id {
  case "json", "sarif", "report-context":
    guard (try? JSONSerialization.jsonObject(with: Data(text.utf8))) != nil else {
      fatalError("\(id) is not valid JSON")
    }
  case "junit":
    let parser = XMLParser(data: Data(text.utf8))
    guard parser.parse() else { fatalError("junit is not well-formed XML") }
  case "github":
    for line in text.split(separator: "\n") where !line.hasPrefix("::") {
      fatalError("github: a line that is no annotation: \(line.prefix(80))")
    }
  case "text":
    for line in text.split(separator: "\n") where !line.hasPrefix(file) {
      fatalError("text: a line that is no record: \(line.prefix(80))")
    }
  default: break
  }
}

/// The first scalar of `text` that `isUnsafe`, read from its UTF-8 (the
/// outputs are large and mostly ASCII: printable ASCII costs one
/// comparison a byte here, where a scalar view costs a dozen).
private func firstUnsafeScalar(in text: String) -> Unicode.Scalar? {
  var text = text
  return text.withUTF8 { bytes -> Unicode.Scalar? in
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte &- 0x20 < 0x5F {
        index += 1
        continue
      }
      if byte < 0x80 {
        if byte == 0x0A || byte == 0x09 {
          index += 1
          continue
        }
        return Unicode.Scalar(byte)
      }
      // A String's bytes are valid UTF-8: a lead byte and its continuations.
      let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
      var value = UInt32(byte) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
      for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
      if let scalar = Unicode.Scalar(value), isUnsafe(scalar) { return scalar }
      index += length
    }
    return nil
  }
}

private func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
  let value = scalar.value
  if value == 0x0A || value == 0x09 { return false }
  return value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x200E || value == 0x200F
    || value == 0x061C || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    || value == 0x2028 || value == 0x2029
}

@_cdecl("FuzzReports_main")
public func fuzzReportsMain(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
  runFuzzer(argc, argv, fuzzReports)
}
