import Diagnostics
import Foundation
import Mustache
import Testing

@testable import Reports

/// `OutputRedaction` finds a registered secret however an output escapes
/// it: as it is, in JSON, HTML, XML, Markdown and terminal text.
@Suite struct OutputRedactionTests {
  /// A secret with the characters each format escapes, unique to this run.
  static let secret = "Pw_\(UUID().uuidString.prefix(6))*<a>&\"b'/c\\d@e|f"

  @Test func everyEscapedFormIsReplaced() throws {
    OutputRedaction.register(Self.secret)
    let forms = [
      Self.secret, ContentType.html.escape(Self.secret), ContentType.markdown.escape(Self.secret),
      JSONText.encode([Self.secret]),
      String(decoding: try JSONEncoder().encode(Self.secret), as: UTF8.self),
      TerminalText.escapingControls(Self.secret),
    ]
    for form in forms {
      let redacted = OutputRedaction.redacting("before \(form) after")
      #expect(!redacted.contains("Pw_\(Self.secret.dropFirst(3).prefix(6))"), "\(form)")
      #expect(redacted.contains(OutputRedaction.marker), "\(form)")
    }
  }

  @Test func nulIsMadeVisibleAndOtherTextKept() {
    #expect(OutputRedaction.redacting("a\u{0}b") == "a\\u{00}b")
    #expect(OutputRedaction.redacting("plain text") == "plain text")
  }
}
