import AppModel
import Diagnostics
import Foundation
import Testing

/// `app.bundleId`: the decoder's check and the JSON Schema's pattern accept
/// and refuse the same texts, build-setting references (`$(VAR)`) included.
@Suite struct BundleIdentifierTests {
  static let cases: [(text: String, valid: Bool)] = [
    ("com.example.app", true),
    ("com.example.App-Beta2", true),
    ("$(PRODUCT_BUNDLE_IDENTIFIER)", true),
    ("${PRODUCT_BUNDLE_IDENTIFIER}", true),
    ("com.example.$(PRODUCT_NAME:rfc1034identifier)", true),
    ("$(BASE_ID).widget", true),
    ("$(A:lower,rfc1034identifier)x", true),
    ("", false),
    ("com.example app", false),
    ("com_example", false),
    ("com.exämple", false),
    ("$(PRODUCT", false),
    ("$(1ABC)", false),
    ("$()", false),
    ("$(A:)", false),
    ("$(A}", false),
    ("$PRODUCT", false),
    ("com.example/app", false),
  ]

  @Test(arguments: cases)
  func checkAndPatternAgree(_ text: String, _ valid: Bool) throws {
    let regex = try NSRegularExpression(pattern: BundleIdentifier.pattern)
    let range = NSRange(text.startIndex..., in: text)
    #expect((regex.firstMatch(in: text, range: range) != nil) == valid, "pattern on '\(text)'")
    #expect(BundleIdentifier.isValid(text) == valid, "check on '\(text)'")
  }

  @Test(arguments: cases)
  func decoderAcceptsWhatTheSchemaAccepts(_ text: String, _ valid: Bool) throws {
    let quoted = text.replacingOccurrences(of: "\"", with: "\\\"")
    let yaml = "schema: 1\napp: { name: A, bundleId: \"\(quoted)\" }\n"
    do {
      _ = try DescriptionLoader.decode(bytes: Array(yaml.utf8), file: "a.yaml")
      #expect(valid, "'\(text)' was accepted")
    } catch {
      let messages = error.diagnostics.map(\.description)
      #expect(!valid, "'\(text)' was refused: \(messages)")
      if !text.isEmpty {
        #expect(messages.first?.contains("is not a bundle identifier") == true, "\(messages)")
      }
    }
  }

  @Test func aBareTODOIsAQuestionNotAnError() throws {
    let yaml = "schema: 1\napp: { name: A, bundleId: TODO }\n"
    let loaded = try DescriptionLoader.decode(bytes: Array(yaml.utf8), file: "a.yaml")
    #expect(loaded.app.bundleId == "TODO")
  }
}
