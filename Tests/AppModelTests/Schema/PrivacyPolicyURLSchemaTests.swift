import AppModel
import Foundation
import Testing
import YAML

/// The JSON Schema's pattern for `app.privacyPolicyURL` (what an editor
/// checks) and the decoder (what `reviewready` checks) accept and refuse the
/// same addresses: quotes, every kind of space, controls, bidirectional
/// controls and the other characters a URI can't hold are refused by both.
@Suite struct PrivacyPolicyURLSchemaTests {
  /// Each address and whether it is accepted.
  static let table: [(url: String, accepted: Bool)] = [
    ("https://example.com/privacy", true),
    ("HTTPS://Example.com/privacy", true),
    ("https://example.com", true),
    ("https://example.com:8443/privacy?lang=en&v=2#data", true),
    ("https://user@example.com/privacy", true),
    ("https://example.com/%22quoted%22/%20space", true),
    ("https://exämple.com/datenschutz", true),
    ("https://example.com/\"privacy\"", false),
    ("https://example.com/'privacy'", false),
    ("https://exa\"mple.com/privacy", false),
    ("https://example.com/a b", false),
    (" https://example.com/privacy", false),
    ("https://example.com/privacy ", false),
    ("https://example.com/a\tb", false),
    ("https://example.com/a\u{A0}b", false),
    ("https://example.com/a\u{3000}b", false),
    ("https://example.com/a\u{2028}b", false),
    ("https://example.com/a\u{85}b", false),
    ("https://example.com/a\u{7F}b", false),
    ("https://example.com/a\u{202E}b", false),
    ("https://example.com/a\u{FEFF}b", false),
    ("https://example.com/<script>", false),
    ("https://example.com/a\\b", false),
    ("https://example.com/{id}", false),
    ("https://example.com/a|b", false),
    ("https://example.com/a^b", false),
    ("https://example.com/a`b", false),
    ("http://example.com/privacy", false),
    ("ftp://example.com/privacy", false),
    ("example.com/privacy", false),
    ("https://", false),
    ("https:///privacy", false),
    ("https://:443/privacy", false),
  ]

  /// `text` as a YAML double-quoted scalar: printable ASCII as it is, the
  /// rest as escapes.
  static func quoted(_ text: String) -> String {
    let body = text.unicodeScalars.map { scalar -> String in
      switch scalar {
      case "\"": return "\\\""
      case "\\": return "\\\\"
      case " "..."~": return String(scalar)
      default:
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return "\\u" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
      }
    }.joined()
    return "\"\(body)\""
  }

  @Test(arguments: table)
  func schemaAndDecoderAgree(_ url: String, _ accepted: Bool) throws {
    let yaml = """
      schema: 1
      app: { name: A, bundleId: com.example.a, privacyPolicyURL: \(Self.quoted(url)) }
      """
    let tree = try YAMLLoader.load(text: yaml, file: "a.yaml")
    let validator = try MiniSchemaValidator(schemaText: DescriptionSchema.json)
    let schemaErrors = validator.validate(.init(tree))
    var decoderErrors: [String] = []
    do {
      _ = try DescriptionLoader.decode(bytes: Array(yaml.utf8), file: "a.yaml")
    } catch {
      decoderErrors = error.diagnostics.map(\.description)
    }
    #expect(schemaErrors.isEmpty == accepted, "schema on \(url.debugDescription): \(schemaErrors)")
    #expect(
      decoderErrors.isEmpty == accepted, "decoder on \(url.debugDescription): \(decoderErrors)")
  }
}
