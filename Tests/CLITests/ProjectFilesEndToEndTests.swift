import Foundation
import TestSupport
import Testing

/// Broken project files, through the built binary: each gives one located
/// error and exit status 2, from `import` (at the file's own position) and
/// from `audit` (at the description's line that points at the file).
/// Cross-check findings print a second `note:` line at the project's file.
@Suite struct ProjectFilesEndToEndTests {
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

  static let description = """
    schema: 1
    app:
      name: Journal
      bundleId: com.example.journal
      locales: [en, de]
      infoPlist: App/Info.plist
    purposeStrings:
      NSCameraUsageDescription:
        en: Take a photo for an entry.
        de: Nimm ein Foto auf.

    """

  /// A project folder `App/` with a working Info.plist and de.lproj, and a
  /// description beside it; `change` breaks one file.
  func project(_ change: (URL) throws -> Void) throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("rr-files-\(UUID().uuidString)")
    let app = directory.appendingPathComponent("App")
    try FileManager.default.createDirectory(
      at: app.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
    try Self.plist.write(
      to: app.appendingPathComponent("Info.plist"), atomically: true, encoding: .utf8)
    try "\"NSCameraUsageDescription\" = \"Nimm ein Foto auf.\";\n".write(
      to: app.appendingPathComponent("de.lproj/InfoPlist.strings"), atomically: true,
      encoding: .utf8)
    try Self.description.write(
      to: directory.appendingPathComponent("app.reviewready.yaml"), atomically: true,
      encoding: .utf8)
    try change(app)
    return directory
  }

  /// Runs `import` and `audit` in the project's folder; both must fail with
  /// status 2, `import` with `importError` and `audit` with it behind the
  /// description's `app.infoPlist` position.
  func expectBroken(_ importError: String, change: (URL) throws -> Void) throws {
    let directory = try project(change)
    defer { try? FileManager.default.removeItem(at: directory) }
    let imported = try ReviewReadyBinary.run(
      ["import", "--info-plist", "App/Info.plist"], in: directory)
    #expect(imported.status == 2)
    #expect(imported.standardOutput.isEmpty)
    #expect(imported.standardError == importError + "\n")
    let audit = try ReviewReadyBinary.run(["audit", "app.reviewready.yaml"], in: directory)
    #expect(audit.status == 2)
    #expect(audit.standardOutput.isEmpty)
    let location = importError.prefix { $0 != " " }.dropLast()  // "App/Info.plist:3:1"
    let message = importError.drop { $0 != " " }.dropFirst().replacingOccurrences(
      of: "error: ", with: "")
    #expect(
      audit.standardError
        == "app.reviewready.yaml:6:14: error: app.infoPlist: \(location): \(message)\n")
    let notes = try ReviewReadyBinary.run(["notes", "app.reviewready.yaml"], in: directory)
    #expect(notes.status == 2)
  }

  @Test func truncatedBinaryPlist() throws {
    try expectBroken(
      "App/Info.plist: error: truncated or damaged binary property list: its last 32 bytes are not a valid trailer (the file has 60 bytes); it was probably cut short"
    ) { app in
      let url = app.appendingPathComponent("Info.plist")
      let value = try PropertyListSerialization.propertyList(
        from: Data(contentsOf: url), options: [], format: nil)
      let binary = try PropertyListSerialization.data(
        fromPropertyList: value, format: .binary, options: 0)
      try binary.prefix(60).write(to: url)
    }
  }

  @Test func plistWhoseRootIsAnArray() throws {
    try expectBroken(
      "App/Info.plist:3:1: error: the root of an Info.plist must be a dictionary (<dict>), but this one is an array"
    ) { app in
      try """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <array>
      \t<string>NSCameraUsageDescription</string>
      </array>
      </plist>
      """.write(to: app.appendingPathComponent("Info.plist"), atomically: true, encoding: .utf8)
    }
  }

  @Test func stringsFileWithAnUnterminatedQuote() throws {
    try expectBroken(
      "App/de.lproj/InfoPlist.strings:2:7: error: unterminated quoted text: the \" opened here is never closed"
    ) { app in
      try "\"CFBundleName\" = \"Journal\";\n\"A\" = \"Nimm ein Foto auf.;\n".write(
        to: app.appendingPathComponent("de.lproj/InfoPlist.strings"), atomically: true,
        encoding: .utf8)
    }
  }

  @Test func catalogThatIsNotJSON() throws {
    try expectBroken(
      "App/InfoPlist.xcstrings:3:16: error: not valid JSON: invalid value"
    ) { app in
      try "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : [,]\n}\n".write(
        to: app.appendingPathComponent("InfoPlist.xcstrings"), atomically: true, encoding: .utf8)
    }
  }

  @Test func missingReferencedFile() throws {
    let directory = try project { app in
      try FileManager.default.removeItem(at: app.appendingPathComponent("Info.plist"))
    }
    defer { try? FileManager.default.removeItem(at: directory) }
    let audit = try ReviewReadyBinary.run(["audit", "app.reviewready.yaml"], in: directory)
    #expect(audit.status == 2)
    #expect(
      audit.standardError
        == "app.reviewready.yaml:6:14: error: app.infoPlist: App/Info.plist: no such file\n")
  }

  @Test func crossCheckFindingsPointAtBothPlaces() throws {
    let directory = try project { app in
      try "\"NSCameraUsageDescription\" = \"Mach ein Foto.\";\n".write(
        to: app.appendingPathComponent("de.lproj/InfoPlist.strings"), atomically: true,
        encoding: .utf8)
    }
    defer { try? FileManager.default.removeItem(at: directory) }
    let audit = try ReviewReadyBinary.run(["audit", "app.reviewready.yaml"], in: directory)
    #expect(audit.status == 1)
    let lines = audit.standardOutput.split(separator: "\n").map(String.init)
    let index = try #require(lines.firstIndex { $0.hasSuffix("[project.purpose-differs]") })
    #expect(lines[index].hasPrefix("app.reviewready.yaml:8:3: error: NSCameraUsageDescription"))
    #expect(lines[index].contains("App/de.lproj/InfoPlist.strings:1"))
    #expect(
      lines[index + 1]
        == "App/de.lproj/InfoPlist.strings:1:1: note: see NSCameraUsageDescription in the project's file [project.purpose-differs]"
    )
    let json = try ReviewReadyBinary.run(
      ["audit", "--format", "json", "app.reviewready.yaml"], in: directory)
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
    let finding = try #require(
      (report["findings"] as? [[String: Any]])?.first {
        $0["rule"] as? String == "project.purpose-differs"
      })
    let related = try #require(finding["related"] as? [String: Any])
    #expect(related["file"] as? String == "App/de.lproj/InfoPlist.strings")
    #expect(related["line"] as? Int == 1)
    #expect(related["key"] as? String == "NSCameraUsageDescription")
    let sarif = try ReviewReadyBinary.run(
      ["audit", "--format", "sarif", "app.reviewready.yaml"], in: directory)
    #expect(sarif.standardOutput.contains("\"relatedLocations\""))
  }

  @Test func binaryInfoPlistAndUTF16StringsImport() throws {
    let directory = try project { app in
      let url = app.appendingPathComponent("Info.plist")
      let value = try PropertyListSerialization.propertyList(
        from: Data(contentsOf: url), options: [], format: nil)
      try PropertyListSerialization.data(fromPropertyList: value, format: .binary, options: 0)
        .write(to: url)
      var utf16 = Data([0xFF, 0xFE])
      utf16.append(
        try #require(
          "/* Kamera */\n\"NSCameraUsageDescription\" = \"Nimm ein Foto „für“ dich auf.\";\n"
            .data(using: .utf16LittleEndian)))
      try utf16.write(to: app.appendingPathComponent("de.lproj/InfoPlist.strings"))
    }
    defer { try? FileManager.default.removeItem(at: directory) }
    let imported = try ReviewReadyBinary.run(
      ["import", "--info-plist", "App/Info.plist", "-o", "imported.reviewready.yaml"],
      in: directory)
    #expect(imported.status == 0, "\(imported.standardError)")
    let text = try String(
      contentsOf: directory.appendingPathComponent("imported.reviewready.yaml"), encoding: .utf8)
    #expect(text.contains("    en: Take a photo for an entry.\n"))
    #expect(text.contains("    de: Nimm ein Foto „für“ dich auf.\n"))
    #expect(text.contains("  infoPlist: App/Info.plist"))
    let audit = try ReviewReadyBinary.run(["audit", "imported.reviewready.yaml"], in: directory)
    // Incomplete (what only the team knows is still TODO), and no privacy manifest was given,
    // which is an error of its own: exit 1.
    #expect(audit.status == 1, "\(audit.standardError)")
    #expect(audit.standardOutput.contains("incomplete: "))
    #expect(audit.standardOutput.contains("[project.privacy-manifest-missing]"))
    // What import read from the binary plist and UTF-16 strings agrees with them.
    #expect(!audit.standardOutput.contains("[project.purpose-differs]"))
  }

  @Test func initWritesAStarterAndNeverReplacesIt() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("rr-init-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let first = try ReviewReadyBinary.run(["init", directory.path])
    #expect(first.status == 0, "\(first.standardError)")
    let path = directory.appendingPathComponent("app.reviewready.yaml").path
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [
        "app.reviewready.yaml", "reviewready.schema.json",
      ])
    // Editors validate out of the box: the first line names the schema file,
    // which init wrote beside the description, the same as `reviewready schema`.
    let schemaPath = directory.appendingPathComponent("reviewready.schema.json").path
    #expect(text.hasPrefix("# yaml-language-server: $schema=reviewready.schema.json\n"))
    #expect(text.contains("reviewready schema > reviewready.schema.json"))
    #expect(first.standardOutput.contains("reviewready audit \(path)\n"))
    #expect(first.standardOutput.contains("Wrote \(schemaPath), for completion"))
    let schema = try ReviewReadyBinary.run(["schema"])
    #expect(schema.status == 0)
    #expect(try String(contentsOfFile: schemaPath, encoding: .utf8) == schema.standardOutput)
    let loaded = try JSONSerialization.jsonObject(
      with: Data(contentsOf: URL(fileURLWithPath: schemaPath)))
    #expect(
      (loaded as? [String: Any])?["$schema"] as? String == "http://json-schema.org/draft-07/schema#"
    )
    // Every field is explained where it stands: each key line has a comment
    // on it or just above it.
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, line) in lines.enumerated()
    where line.contains(":") && !line.trimmingCharacters(in: .whitespaces).hasPrefix("#")
      && line.first != nil
    {
      let explained =
        line.contains("#") || (index > 0 && lines[index - 1].contains("#"))
        || line.contains("TODO") || line.hasPrefix("schema")
      #expect(explained, "init: '\(line)' is not explained")
    }
    // It loads, and the audit lists its TODOs as questions (not exit 2).
    let audit = try ReviewReadyBinary.run(["audit", path])
    #expect([1, 3].contains(audit.status), "\(audit.standardError)")
    #expect(audit.standardOutput.contains(": note: question: the app's name"))
    #expect(audit.standardOutput.contains(": incomplete: "))
    // A second run refuses and leaves the file as it was.
    try "schema: 1\n# mine\n".write(toFile: path, atomically: true, encoding: .utf8)
    let second = try ReviewReadyBinary.run(["init", directory.path])
    #expect(second.status == 2)
    #expect(second.standardError.contains("the file exists"))
    // An existing schema file is kept, and the output says how to refresh it.
    let other = directory.appendingPathComponent("other")
    try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
    let keptSchema = other.appendingPathComponent("reviewready.schema.json").path
    try "{}".write(toFile: keptSchema, atomically: true, encoding: .utf8)
    let third = try ReviewReadyBinary.run(["init", other.path])
    #expect(third.status == 0, "\(third.standardError)")
    #expect(third.standardOutput.contains("Kept \(keptSchema)"))
    #expect(try String(contentsOfFile: keptSchema, encoding: .utf8) == "{}")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "schema: 1\n# mine\n")
  }
}
