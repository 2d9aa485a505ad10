import AppModel
import ArgumentParsing
import Audit
import Diagnostics
import Foundation
import ProjectFiles

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
      text = try scaffold(
        infoPlist: plist, strings: arguments.value("strings"),
        privacyManifest: arguments.value("privacy-manifest"), output: output)
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

  /// The description's text for the files, checked to load as it is.
  static func scaffold(
    infoPlist plist: String, strings: String?, privacyManifest manifest: String?, output: String?
  ) throws(DiagnosticsError) -> String {
    let stringsFolder = strings ?? ProjectFileSystem.directory(of: plist)
    let project = try AppProject.load(
      infoPlist: plist, strings: stringsFolder.isEmpty ? "." : stringsFolder,
      privacyManifest: manifest)
    let catalog = try builtInCatalog()
    // Paths are written as the description's folder sees them.
    let base = output.map(ProjectFileSystem.directory) ?? ""
    let sameFolder =
      strings.map {
        ProjectFileSystem.normalize(absolute($0))
          == ProjectFileSystem.normalize(absolute(ProjectFileSystem.directory(of: plist)))
      } ?? true
    let text = DescriptionScaffold(
      project: project, catalog: catalog, infoPlistPath: relative(plist, from: base),
      stringsPath: sameFolder ? nil : strings.map { relative($0, from: base) },
      manifestPath: manifest.map { relative($0, from: base) }
    ).render()
    // A scaffold that doesn't load is a bug: reported, never written.
    do {
      _ = try DescriptionLoader.decode(bytes: Array(text.utf8), file: output ?? "<imported>")
    } catch {
      throw DiagnosticsError(
        error.diagnostics.map {
          .error(
            at: $0.location, "internal error: the imported description is invalid: \($0.message)")
        })
    }
    return text
  }

  /// The built-in catalog: which resource each key belongs to, the access
  /// levels, and the manifest's names for label data types.
  static func builtInCatalog() throws(DiagnosticsError) -> Catalog {
    try BuiltInChecklists.loadCatalog()
  }

  /// `path` as seen from the folder `base` (both as the user named them).
  static func relative(_ path: String, from base: String) -> String {
    if path.hasPrefix("/") == base.hasPrefix("/") || base.isEmpty {
      return ProjectFileSystem.relative(path, from: base.isEmpty ? "." : base)
    }
    return ProjectFileSystem.relative(absolute(path), from: absolute(base))
  }

  private static func absolute(_ path: String) -> String {
    path.hasPrefix("/")
      ? path
      : ProjectFileSystem.join(
        FileManager.default.currentDirectoryPath, path.isEmpty ? "." : path)
  }
}
