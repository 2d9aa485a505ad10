import Diagnostics
import Foundation
import ProjectFiles
import Testing

/// `.entitlements` files: XML and binary, what counts as granted, and each
/// broken file an error at its place.
@Suite struct EntitlementsReaderTests {
  static let xml = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>com.apple.developer.healthkit</key>
    \t<true/>
    \t<key>com.apple.developer.healthkit.access</key>
    \t<array/>
    \t<key>com.apple.developer.siri</key>
    \t<false/>
    \t<key>com.apple.developer.nfc.readersession.formats</key>
    \t<array>
    \t\t<string>TAG</string>
    \t</array>
    \t<key>aps-environment</key>
    \t<string>production</string>
    </dict>
    </plist>

    """

  @Test func grantedLeavesOutFalseAndEmptyValues() throws {
    let file = try EntitlementsReader.read(bytes: Array(Self.xml.utf8), file: "App.entitlements")
    #expect(
      file.granted == [
        "aps-environment", "com.apple.developer.healthkit",
        "com.apple.developer.nfc.readersession.formats",
      ])
    #expect(file.location(of: "com.apple.developer.healthkit").line == 5)
    #expect(file.location(of: "com.apple.developer.nfc.readersession.formats").line == 11)
  }

  @Test func aBinaryFileReadsTheSame() throws {
    let value = try PropertyListSerialization.propertyList(
      from: Data(Self.xml.utf8), options: [], format: nil)
    let binary = try PropertyListSerialization.data(
      fromPropertyList: value, format: .binary, options: 0)
    let file = try EntitlementsReader.read(bytes: [UInt8](binary), file: "App.entitlements")
    #expect(file.document.format == .binary)
    #expect(file.granted.contains("com.apple.developer.healthkit"))
    #expect(file.location(of: "com.apple.developer.healthkit") == .file("App.entitlements"))
  }

  @Test func aBrokenFileIsAnErrorAtItsLine() throws {
    let broken = Self.xml.replacingOccurrences(of: "\t<true/>\n", with: "\t<true>\n")
    #expect(throws: DiagnosticsError.self) {
      try EntitlementsReader.read(bytes: Array(broken.utf8), file: "App.entitlements")
    }
    do {
      _ = try EntitlementsReader.read(bytes: Array(broken.utf8), file: "App.entitlements")
    } catch {
      let problem = try #require(error.diagnostics.first)
      #expect(problem.location.file == "App.entitlements")
      #expect(problem.location.line > 1, "\(problem)")
    }
  }

  @Test func aRootThatIsNotADictionaryIsNamed() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <array>
      \t<string>com.apple.developer.healthkit</string>
      </array>
      </plist>

      """
    do {
      _ = try EntitlementsReader.read(bytes: Array(text.utf8), file: "App.entitlements")
      Issue.record("an array root was accepted")
    } catch {
      let problem = try #require(error.diagnostics.first)
      #expect(problem.message.contains("must be a dictionary"))
      #expect(problem.message.contains("an array"))
    }
  }
}
