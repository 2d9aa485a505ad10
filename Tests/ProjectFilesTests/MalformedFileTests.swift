import Diagnostics
import Foundation
import ProjectFiles
import Testing

/// Broken inputs give one clearly located error each, never a crash or a
/// silently empty result.
@Suite struct MalformedFileTests {
  func error(_ body: () throws -> Void) -> Diagnostic? {
    do {
      try body()
      return nil
    } catch let error as DiagnosticsError {
      #expect(error.diagnostics.count == 1, "\(error)")
      return error.diagnostics.first
    } catch {
      Issue.record("unexpected error \(error)")
      return nil
    }
  }

  static let plist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>CFBundleName</key>
    \t<string>Journal</string>
    \t<key>NSCameraUsageDescription</key>
    \t<string>Take a photo for an entry.</string>
    </dict>
    </plist>

    """

  @Test func truncatedBinaryPlist() throws {
    let value = try PropertyListSerialization.propertyList(
      from: Data(Self.plist.utf8), options: [], format: nil)
    let binary = try PropertyListSerialization.data(
      fromPropertyList: value, format: .binary, options: 0)
    let whole = try InfoPlistReader.read(bytes: [UInt8](binary), file: "Info.plist")
    #expect(whole.document.format == .binary)
    #expect(whole.string("NSCameraUsageDescription") == "Take a photo for an entry.")
    for cut in [binary.count - 1, binary.count / 2, 12] {
      let problem = try #require(
        error {
          _ = try InfoPlistReader.read(bytes: [UInt8](binary.prefix(cut)), file: "Info.plist")
        })
      #expect(problem.location == .file("Info.plist"))
      #expect(problem.message.hasPrefix("truncated or damaged binary property list: "))
      #expect(problem.message.contains("cut short"), "\(problem)")
    }
  }

  @Test func plistWhoseRootIsAnArray() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <array>
      \t<string>NSCameraUsageDescription</string>
      </array>
      </plist>
      """
    let problem = try #require(
      error { _ = try InfoPlistReader.read(bytes: Array(text.utf8), file: "Info.plist") })
    #expect(
      problem.description
        == "Info.plist:3:1: error: the root of an Info.plist must be a dictionary (<dict>), but this one is an array"
    )
  }

  @Test func invalidXMLIsPlacedOnItsLine() throws {
    let text = Self.plist.replacingOccurrences(
      of: "<string>Journal</string>", with: "<string>Journal</strin>")
    let problem = try #require(
      error { _ = try InfoPlistReader.read(bytes: Array(text.utf8), file: "Info.plist") })
    #expect(problem.location == SourceLocation(file: "Info.plist", line: 6, column: 1))
    #expect(problem.message.hasPrefix("invalid XML property list: "))
  }

  @Test func emptyAndMissingFiles() throws {
    let empty = try #require(error { _ = try InfoPlistReader.read(bytes: [], file: "Info.plist") })
    #expect(empty.description == "Info.plist: error: the file is empty; expected a property list")
    let missing = try #require(
      error { _ = try InfoPlistReader.read(path: "/nonexistent/Info.plist") })
    #expect(missing.description == "/nonexistent/Info.plist: error: no such file")
  }

  @Test func preprocessedInfoPlistIsReadWithNoMacroDefined() throws {
    let text = Self.plist.replacingOccurrences(
      of: "\t<key>NSCameraUsageDescription</key>",
      with: """
        #ifdef BETA
        \t<key>NSMicrophoneUsageDescription</key>
        \t<string>Beta only.</string>
        #else
        \t<key>NSCameraUsageDescription</key>
        #endif
        """)
    let plist = try InfoPlistReader.read(bytes: Array(text.utf8), file: "Info.plist")
    #expect(plist.preprocessed)
    #expect(plist.usageDescriptions == ["NSCameraUsageDescription": "Take a photo for an entry."])
    #expect(plist.location(of: "NSCameraUsageDescription").line == 11)
  }

  // MARK: .strings

  func stringsError(_ text: String) throws -> Diagnostic {
    try #require(
      error { _ = try StringsFileReader.read(bytes: Array(text.utf8), file: "de.strings") })
  }

  @Test func unterminatedQuoteAtTheEnd() throws {
    let problem = try stringsError("\"A\" = \"eins\";\n\"B\" = \"zwei;\n")
    #expect(
      problem.description
        == "de.strings:2:7: error: unterminated quoted text: the \" opened here is never closed")
  }

  @Test func unterminatedQuoteInTheMiddle() throws {
    let problem = try stringsError("\"A\" = \"eins;\n\"B\" = \"zwei\";\n\"C\" = \"drei\";\n")
    #expect(problem.location == SourceLocation(file: "de.strings", line: 1, column: 7))
    #expect(
      problem.message.hasPrefix(
        "unterminated quoted text: the quote opened here is closed only on line 2"))
    #expect(problem.message.hasSuffix("is a closing quote missing on line 1?"))
  }

  @Test func otherStringsSyntaxErrors() throws {
    #expect(
      try stringsError("\"A\" = \"eins\"\n\"B\" = \"zwei\";\n").description
        == "de.strings:2:1: error: expected ';' after the text of \"A\"")
    #expect(
      try stringsError("/* Camera\n\"A\" = \"eins\";\n").description
        == "de.strings:1:1: error: this /* comment is never closed with */, so everything after it is ignored"
    )
    #expect(
      try stringsError("\"A\" = ;\n").description
        == "de.strings:1:7: error: expected a quoted text after '='")
    #expect(
      try stringsError("\"A\" = \"eins\";\n= \"zwei\";\n").description
        == "de.strings:2:1: error: expected a key (a quoted text) here, found '='")
    #expect(
      try stringsError("\"A\" = (\"eins\");\n").description
        == "de.strings:1:1: error: A: expected a text, found an array")
  }

  @Test func validStringsSyntax() throws {
    let text = """
      /* Bundle name */
      "CFBundleName" = "Journal"; // trailing comment
      NSCameraUsageDescription = "Take a \\"photo\\"\\n for an entry";
      'NSMicrophoneUsageDescription' = 'Record a voice note';
      "Same";
      "Multi" = "first line
      second line";

      """
    let file = try StringsFileReader.read(bytes: Array(text.utf8), file: "en.strings")
    #expect(
      file.entries == [
        "CFBundleName": "Journal", "NSCameraUsageDescription": "Take a \"photo\"\n for an entry",
        "NSMicrophoneUsageDescription": "Record a voice note", "Same": "Same",
        "Multi": "first line\nsecond line",
      ])
    #expect(file.lines["NSMicrophoneUsageDescription"] == 4)
    #expect(file.lines["Multi"] == 6)
    let empty = try StringsFileReader.read(bytes: Array("/* nothing */\n".utf8), file: "x.strings")
    #expect(empty.entries.isEmpty)
  }

  @Test func utf16AndInvalidBytes() throws {
    var bytes: [UInt8] = [0xFE, 0xFF]
    for unit in "\"A\" = \"Grüße\";\n".utf16 { bytes += [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
    let file = try StringsFileReader.read(bytes: bytes, file: "de.strings")
    #expect(file.encoding == .utf16BigEndian)
    #expect(file.entries == ["A": "Grüße"])
    let latin1: [UInt8] = Array("\"A\" = \"Gr".utf8) + [0xFC] + Array("e\";".utf8)
    let problem = try #require(
      error { _ = try StringsFileReader.read(bytes: latin1, file: "de.strings") })
    #expect(
      problem.description
        == "de.strings: error: not UTF-8 or UTF-16 text (invalid UTF-8 at byte 9); save it as UTF-8"
    )
  }

  // MARK: .xcstrings

  @Test func catalogThatIsNotJSON() throws {
    let text = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"A\" : oops\n  }\n}\n"
    let problem = try #require(
      error {
        _ = try StringCatalogReader.read(bytes: Array(text.utf8), file: "InfoPlist.xcstrings")
      })
    #expect(problem.location == SourceLocation(file: "InfoPlist.xcstrings", line: 4, column: 11))
    #expect(problem.message.hasPrefix("not valid JSON: "))
    let cut = try #require(
      error {
        _ = try StringCatalogReader.read(bytes: Array(text.prefix(30).utf8), file: "I.xcstrings")
      })
    #expect(cut.message.hasPrefix("not valid JSON: "))
    #expect(cut.location.line == 3)
  }

  @Test func catalogWithWrongTypes() throws {
    let text = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "NSCameraUsageDescription" : {
            "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : 3 } }
            }
          }
        }
      }
      """
    let problem = try #require(
      error { _ = try StringCatalogReader.read(bytes: Array(text.utf8), file: "I.xcstrings") })
    #expect(problem.location.line == 6)
    #expect(
      problem.message.hasPrefix(
        "strings.NSCameraUsageDescription.localizations.de.stringUnit.value: expected a string"))
    let array = try #require(
      error { _ = try StringCatalogReader.read(bytes: Array("[1, 2]".utf8), file: "I.xcstrings") })
    #expect(array.message.hasPrefix("a String Catalog holds a JSON object"))
    let noLanguage = try #require(
      error { _ = try StringCatalogReader.read(bytes: Array("{}".utf8), file: "I.xcstrings") })
    #expect(noLanguage.message == "'sourceLanguage' is missing")
  }

  // MARK: privacy manifests

  @Test func manifestWithWrongTypes() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
      \t<key>NSPrivacyTracking</key>
      \t<string>NO</string>
      \t<key>NSPrivacyCollectedDataTypes</key>
      \t<array>
      \t\t<dict>
      \t\t\t<key>NSPrivacyCollectedDataTypeLinked</key>
      \t\t\t<true/>
      \t\t</dict>
      \t</array>
      </dict>
      </plist>
      """
    do {
      _ = try PrivacyManifestReader.read(bytes: Array(text.utf8), file: "PrivacyInfo.xcprivacy")
      Issue.record("expected errors")
    } catch {
      #expect(
        error.diagnostics.map(\.description) == [
          "PrivacyInfo.xcprivacy:4:1: error: NSPrivacyTracking: expected a Boolean (<true/> or "
            + "<false/>), found a string (App Store Connect refuses a manifest with a value of the "
            + "wrong type: ITMS-91056)",
          "PrivacyInfo.xcprivacy:8:1: error: NSPrivacyCollectedDataTypes[0]: NSPrivacyCollectedDataType is missing",
        ])
    }
  }

  @Test func manifestReasonsOfTheWrongTypeAreErrorsAtTheirLine() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
      \t<key>NSPrivacyAccessedAPITypes</key>
      \t<array>
      \t\t<dict>
      \t\t\t<key>NSPrivacyAccessedAPIType</key>
      \t\t\t<string>NSPrivacyAccessedAPICategoryUserDefaults</string>
      \t\t\t<key>NSPrivacyAccessedAPITypeReasons</key>
      \t\t\t<string>CA92.1</string>
      \t\t</dict>
      \t</array>
      \t<key>NSPrivacyTrackingDomains</key>
      \t<array>
      \t\t<integer>1</integer>
      \t</array>
      </dict>
      </plist>
      """
    do {
      _ = try PrivacyManifestReader.read(bytes: Array(text.utf8), file: "P.xcprivacy")
      Issue.record("expected errors")
    } catch {
      let lines = error.diagnostics.map(\.description)
      #expect(
        lines.contains {
          $0.hasPrefix(
            "P.xcprivacy:9:1: error: NSPrivacyAccessedAPITypes[0].NSPrivacyAccessedAPITypeReasons: "
              + "expected an array of strings, found a string")
            && $0.hasSuffix("ITMS-91056)")
        }, "\(lines)")
      #expect(
        lines.contains {
          $0.hasPrefix(
            "P.xcprivacy:15:1: error: NSPrivacyTrackingDomains[0]: expected a string, found")
        }, "\(lines)")
    }
  }

  @Test func manifestReasonsMayBeMissing() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
      \t<key>NSPrivacyAccessedAPITypes</key>
      \t<array>
      \t\t<dict>
      \t\t\t<key>NSPrivacyAccessedAPIType</key>
      \t\t\t<string>NSPrivacyAccessedAPICategoryUserDefaults</string>
      \t\t</dict>
      \t</array>
      </dict>
      </plist>
      """
    let manifest = try PrivacyManifestReader.read(bytes: Array(text.utf8), file: "P.xcprivacy")
    #expect(manifest.accessedAPITypes.map(\.reasons) == [[]])
    #expect(manifest.location(of: "NSPrivacyAccessedAPITypes[0]").line == 6)
  }

  // MARK: paths

  @Test func pathsAreJoinedAndMadeRelative() {
    #expect(
      ProjectFileSystem.join("Samples", "Journal/../Journal/./Info.plist")
        == "Samples/Journal/Info.plist")
    #expect(ProjectFileSystem.join("", "Info.plist") == "Info.plist")
    #expect(ProjectFileSystem.join("a/b", "../../../c") == "../c")
    #expect(ProjectFileSystem.join("a", "/abs/Info.plist") == "/abs/Info.plist")
    #expect(
      ProjectFileSystem.relative("Samples/Journal/Info.plist", from: "Samples")
        == "Journal/Info.plist")
    #expect(
      ProjectFileSystem.relative("App/Info.plist", from: "Docs/Review") == "../../App/Info.plist")
    #expect(ProjectFileSystem.relative("Info.plist", from: ".") == "Info.plist")
    #expect(ProjectFileSystem.relative("/x/y/Info.plist", from: "/x/z") == "../y/Info.plist")
    #expect(ProjectFileSystem.directory(of: "a/b/c.yaml") == "a/b")
    #expect(ProjectFileSystem.directory(of: "c.yaml") == "")
  }
}
