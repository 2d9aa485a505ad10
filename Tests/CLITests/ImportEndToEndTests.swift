import AppModel
import Foundation
import ProjectFiles
import TestSupport
import Testing
import YAML

/// `reviewready import` on every real app of `../shared/testdata/real-apps/`
/// (read in place): it imports without an error, keeps every purpose string
/// byte for byte in every locale, audits without a crash, agrees with the
/// cross-checks, and importing again gives the same bytes. Those tests are
/// skipped, with a note saying so, in a checkout without the data set.
@Suite struct ImportEndToEndTests {
  static let root = TestPaths.sharedTestData("real-apps")

  /// The app folders of the data set.
  static let apps: [String] = {
    guard let root else { return [] }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    return names.filter { ProjectFileSystem.isDirectory(root.appendingPathComponent($0).path) }
      .sorted()
  }()

  /// The command-line arguments that import an app: its Info.plist, its
  /// folder's localizations and its manifest, when it has one.
  static func importArguments(_ app: String) throws -> [String] {
    let folder = try #require(root).appendingPathComponent(app).path
    let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    let plist = try #require(names.first { $0.hasSuffix("Info.plist") }, "\(app) has no Info.plist")
    var arguments = ["import", "--info-plist", "\(folder)/\(plist)", "--strings", folder]
    if names.contains("PrivacyInfo.xcprivacy") {
      arguments += ["--privacy-manifest", "\(folder)/PrivacyInfo.xcprivacy"]
    }
    return arguments
  }

  static func temporaryDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("rr-import-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }

  /// The apps whose files have issues import warns of, and how many.
  static let fileIssues = ["mastodon": 2, "openfoodfacts": 2]

  /// Whether the data set is there, and the note when it is not.
  static let hasData = TestPaths.hasSharedTestData("real-apps")
  static let absent = TestPaths.sharedTestDataAbsent("real-apps")

  @Test(.enabled(if: hasData, absent)) func theDataSetIsThere() {
    #expect(Self.apps.count == 12)
  }

  @Test(.enabled(if: hasData, absent), arguments: apps)
  func realAppImportsAuditsAndRoundTrips(_ app: String) throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent("\(app).reviewready.yaml").path
    let arguments = try Self.importArguments(app)

    let imported = try ReviewReadyBinary.run(arguments + ["--output", output])
    #expect(imported.status == 0, "\(imported.standardError)")
    // Only the issues of the files themselves are warned of: Mastodon's
    // lower-case infoPlist.strings, Open Food Facts' localized version.
    let warnings = imported.standardError.split(separator: "\n")
    #expect(
      warnings.count == (Self.fileIssues[app] ?? 0)
        && warnings.allSatisfy { $0.contains(": warning: ") }, "\(imported.standardError)")
    let text = try String(contentsOfFile: output, encoding: .utf8)
    let description = try DescriptionLoader.load(path: output)
    #expect(description.app.infoPlist != nil)

    // Every purpose string, in every locale, byte for byte.
    try checkPurposeStringsPreserved(app: app, yaml: text, description: description)

    // The audit runs: findings, but no input error and no rule that failed to evaluate.
    let audit = try ReviewReadyBinary.run(["audit", "--format", "json", output])
    #expect([0, 1, 3].contains(audit.status), "\(audit.standardError)")
    #expect(audit.standardError.isEmpty, "\(audit.standardError)")
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(audit.standardOutput.utf8)) as? [String: Any])
    let rules = Set(
      ((report["findings"] as? [[String: Any]]) ?? []).compactMap { $0["rule"] as? String })
    // What import wrote agrees with the files it read.
    for rule in [
      "project.purpose-differs", "project.key-not-described", "project.locale-not-listed",
      "project.manifest-data-not-labelled", "project.label-not-in-manifest",
      "project.label-differs-from-manifest",
    ] {
      #expect(!rules.contains(rule), "\(app): the imported description raises \(rule)")
    }
    #expect(((report["problems"] as? [Any]) ?? []).isEmpty)
    // What nobody has stated yet (when a prompt appears, what a refusal does)
    // is a question, not a permission error.
    let findings = (report["findings"] as? [[String: Any]]) ?? []
    let permissionErrors = findings.filter {
      ($0["rule"] as? String ?? "").hasPrefix("permission.") && $0["severity"] as? String == "error"
    }
    #expect(permissionErrors.isEmpty, "\(app): \(permissionErrors.compactMap { $0["message"] })")
    let questions = (report["questions"] as? [[String: Any]]) ?? []
    #expect(
      questions.contains { $0["path"] as? String == "app.prompts" }
        == !description.permissions.isEmpty)
    #expect(report["verdict"] as? String == "incomplete")

    // Importing again gives the same bytes, to standard output and onto the file.
    let again = try ReviewReadyBinary.run(arguments + ["--output", output])
    #expect(again.status == 0)
    #expect(again.standardError.hasSuffix("\(output): unchanged\n"))
    #expect(try String(contentsOfFile: output, encoding: .utf8) == text)
    let printed = try ReviewReadyBinary.run(arguments, in: directory)
    #expect(printed.status == 0)
    let elsewhere = try ReviewReadyBinary.run(arguments + ["-o", output + ".2"])
    #expect(elsewhere.status == 0)
    #expect(try String(contentsOfFile: output + ".2", encoding: .utf8) == text)
  }

  /// Reads the app's files directly and finds each usage description in the
  /// imported YAML: per locale under its key (or `x-KEY` for keys the
  /// description format doesn't know), the Info.plist text as the
  /// development region's or `x-infoPlist`, the Base.lproj text as the
  /// development region's or `x-Base`.
  func checkPurposeStringsPreserved(app: String, yaml: String, description: AppDescription) throws {
    let folder = try #require(Self.root).appendingPathComponent(app).path
    let arguments = try Self.importArguments(app)
    let plist = try InfoPlistReader.read(path: arguments[2])
    let strings = try ProjectStringsReader.read(folder: folder)
    let region = description.app.developmentRegion
    let root = try YAMLLoader.load(text: yaml, file: "\(app).yaml")
    let purposes = try #require(
      root.mapping?.first { $0.key.scalar?.text == "purposeStrings" }?.value)

    func node(_ key: String) -> YAMLNode? {
      purposes.mapping?.first {
        $0.key.scalar?.text == key || $0.key.scalar?.text == "x-\(key)"
      }?.value
    }
    func text(_ key: String, _ locale: String) -> String? {
      node(key)?.mapping?.first { $0.key.scalar?.text == locale }?.value.scalar?.text
    }
    var checked = 0
    for (key, value) in plist.usageDescriptions {
      let kept = text(key, "x-infoPlist") ?? text(key, region)
      #expect(kept == value, "\(app): Info.plist \(key) is not kept")
      checked += 1
    }
    for localization in strings.localizations {
      for (key, value) in localization.strings?.entries ?? [:]
      where UsageKeys.isUsageDescription(key) {
        if localization.locale == "Base" {
          #expect(
            (text(key, "x-Base") ?? text(key, region)) == value,
            "\(app): Base.lproj \(key) is not kept")
        } else {
          #expect(
            text(key, localization.locale) == value,
            "\(app): \(localization.locale).lproj \(key) is not kept")
        }
        checked += 1
      }
    }
    for entry in strings.catalog?.entries.values ?? [:].values
    where UsageKeys.isUsageDescription(entry.key) {
      for (locale, localization) in entry.localizations {
        guard let value = localization.value else { continue }
        let lproj = strings.localizations.first { $0.locale == locale }?.strings?.entries[entry.key]
        #expect(
          text(entry.key, locale) == (lproj ?? value),
          "\(app): catalog \(entry.key) \(locale) is not kept")
        checked += 1
      }
    }
    // The model agrees with the YAML for the keys it holds.
    for purpose in description.purposeStrings {
      for localized in purpose.texts {
        #expect(text(purpose.key, localized.locale) == localized.text)
      }
    }
    if !plist.usageDescriptions.isEmpty { #expect(checked > 0) }
  }

  @Test func importWritesPathsRelativeToTheDescription() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try ReviewReadyBinary.run(
      [
        "import", "--info-plist", "Samples/TrailNotes/Info.plist", "--privacy-manifest",
        "Samples/TrailNotes/PrivacyInfo.xcprivacy",
      ])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains("  infoPlist: Samples/TrailNotes/Info.plist"))
    #expect(
      result.standardOutput.contains("  privacyManifest: Samples/TrailNotes/PrivacyInfo.xcprivacy"))
    #expect(result.standardOutput.contains("  locales: [en, de, fr, ja]"))
    #expect(result.standardOutput.contains("catalog state: needs_review"))
    // Written beside the sample, the paths are relative to it.
    let beside = try ReviewReadyBinary.run(
      ["import", "--info-plist", "Samples/TrailNotes/Info.plist", "-o", "\(directory.path)/x.yaml"])
    #expect(beside.status == 0)
    let text = try String(contentsOfFile: "\(directory.path)/x.yaml", encoding: .utf8)
    let expected = ProjectFileSystem.relative(
      TestPaths.repositoryRoot.appendingPathComponent("Samples/TrailNotes/Info.plist").path,
      from: directory.path)
    #expect(text.contains("  infoPlist: \(expected)"))
    // An existing, different file is left alone without --force.
    try "schema: 1\n".write(toFile: "\(directory.path)/y.yaml", atomically: true, encoding: .utf8)
    let refused = try ReviewReadyBinary.run(
      ["import", "--info-plist", "Samples/TrailNotes/Info.plist", "-o", "\(directory.path)/y.yaml"])
    #expect(refused.status == 2)
    #expect(refused.standardError.contains("the file exists"))
    #expect(
      try String(contentsOfFile: "\(directory.path)/y.yaml", encoding: .utf8) == "schema: 1\n")
    let forced = try ReviewReadyBinary.run(
      [
        "import", "--info-plist", "Samples/TrailNotes/Info.plist", "-o", "\(directory.path)/y.yaml",
        "--force",
      ])
    #expect(forced.status == 0)
    let missing = try ReviewReadyBinary.run(["import"])
    #expect(missing.status == 2)
    #expect(missing.standardError.contains("--info-plist"))
  }

  /// What only the team knows is a question; the project pack reports only
  /// what the files say.
  @Test func importedSampleAuditsWithQuestionsAndOnlyWhatTheFilesSay() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent("trail.reviewready.yaml").path
    let imported = try ReviewReadyBinary.run(
      [
        "import", "--info-plist", "Samples/TrailNotes/Info.plist", "--privacy-manifest",
        "Samples/TrailNotes/PrivacyInfo.xcprivacy", "-o", output,
      ])
    #expect(imported.status == 0, "\(imported.standardError)")
    let audit = try ReviewReadyBinary.run(["audit", output])
    #expect(audit.status == 3, "\(audit.standardOutput)")
    // Asked once for the app, not per permission; names, paths and controls not at all.
    #expect(audit.standardOutput.contains("[app.prompts]"))
    #expect(audit.standardOutput.contains("[app.data]"))
    #expect(!audit.standardOutput.contains("].name]"))
    #expect(!audit.standardOutput.contains("].control]"))
    #expect(!audit.standardOutput.contains("[permission.denied-unhandled]"))
    let projectRules = Set(
      audit.standardOutput.split(separator: "\n").compactMap { line -> String? in
        guard let open = line.lastIndex(of: "["), line.hasSuffix("]"), line.contains("project.")
        else { return nil }
        return String(line[line.index(after: open)..<line.index(before: line.endIndex)])
      })
    #expect(projectRules == ["project.string-not-translated"])
  }
}
