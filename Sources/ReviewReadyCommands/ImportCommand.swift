import ArgumentParsing
import Audit
import Foundation
import ProjectImport

/// `reviewready import`: writes a description from a project's Info.plist,
/// its localizations and its privacy manifest.
enum ImportCommand: Command {
  static let spec = CommandSpec(
    name: "import",
    abstract: "Write a description from a project's Info.plist, strings and privacy manifest.",
    discussion: """
      Reads the Info.plist (XML or binary; build-setting references such as $(PRODUCT_NAME)
      are kept as written), every LOCALE.lproj/InfoPlist.strings (UTF-8 or UTF-16) and
      InfoPlist.xcstrings in --strings (default: the Info.plist's folder), and the privacy
      manifest. The description gets the app's identity, every purpose string in every
      locale (byte for byte), a permission per resource the keys imply, privacy labels from
      the manifest's collected data, and TODO placeholders for what only the team knows,
      which `reviewready audit` reports until they are replaced. It points back at the
      files (app.infoPlist, app.privacyManifest), so audits cross-check the two.
      Paths in it are relative to the output file's folder. An existing output file is
      left alone unless --force is given (or it already holds the same text).
      Exit status: 0 when written, 2 when a file can't be read (each problem is printed
      with its position) or the command line is invalid.
      """,
    options: [
      .option("info-plist", value: "path", help: "The app target's Info.plist (required)."),
      .option(
        "strings", value: "dir",
        help: "The folder with *.lproj/InfoPlist.strings and InfoPlist.xcstrings."),
      .option("privacy-manifest", value: "path", help: "The app's PrivacyInfo.xcprivacy."),
      .option(
        "output", short: "o", value: "path",
        help: "Write the description here (default: standard output)."),
      .flag("force", help: "Replace an existing output file."),
    ])

  static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
    guard let plist = arguments.value("info-plist") else {
      console.error(
        "Error: Missing expected option '--info-plist <path>'\n"
          + "Usage: reviewready import --info-plist <path> [--strings <dir>] "
          + "[--privacy-manifest <path>] [--output <path>]\n")
      return .invalidInput
    }
    let output = arguments.value("output")
    let text: String
    do {
      text = try ProjectImporter.yaml(
        ProjectImporter.Sources(
          infoPlist: plist, strings: arguments.value("strings"),
          privacyManifest: arguments.value("privacy-manifest"), output: output),
        catalog: BuiltInChecklists.loadCatalog())
    } catch {
      console.error(error.diagnostics.map { "\($0)\n" }.joined())
      return .invalidInput
    }
    guard let output else {
      console.out(text)
      return .success
    }
    if FileManager.default.fileExists(atPath: output), !arguments.has("force") {
      guard (try? String(contentsOfFile: output, encoding: .utf8)) == text else {
        console.error(
          "\(output): error: the file exists; import writes a new description"
            + " (use --force to replace it, or --output another path)\n")
        return .invalidInput
      }
      console.error("\(output): unchanged\n")
      return .success
    }
    do {
      try AtomicFile.write(text, to: output)
    } catch {
      console.error(error.diagnostics.map { "\($0)\n" }.joined())
      return .invalidInput
    }
    return .success
  }
}
