import AppModel
import ArgumentParsing
import Diagnostics
import Foundation
import ProjectImport

/// `reviewready init [DIR]`: writes a commented starter description.
enum InitCommand: Command {
  static let fileName = "app.reviewready.yaml"
  /// The JSON Schema file the starter's first line points editors at, beside it.
  static let schemaFileName = StarterDescription.schemaFileName

  static let spec = CommandSpec(
    name: "init",
    abstract: "Write a commented starter description (app.reviewready.yaml) to fill in.",
    discussion: """
      For a team without an Info.plist at hand (with one, `reviewready import` fills in more).
      Writes DIR/app.reviewready.yaml (DIR defaults to the current folder, and is created if
      needed) and nothing else; every field is explained where it stands. It never replaces
      an existing file. The starter loads as it is; `reviewready audit` then reports each
      TODO left in it. Its first line points the YAML language server at
      reviewready.schema.json beside it, which init writes too (an existing one is kept), so
      editors complete and check as you type; `reviewready schema` prints it again.
      Exit status: 0 when written, 2 when the file exists or can't be written.
      """,
    arguments: [
      ArgumentSpec(
        "dir", help: "The folder to write it in (default: .).", isOptional: true,
        completion: .directory)
    ])

  /// The starter description in DIR.
  static func writtenPaths(_ arguments: ParsedArguments) -> [String] {
    [Self.path(of: fileName, in: arguments.positionals.first ?? ".")]
  }

  static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
    let directory = arguments.positionals.first ?? "."
    let path = Self.path(of: fileName, in: directory)
    guard !FileManager.default.fileExists(atPath: path) else {
      console.printDiagnostics([
        .error(at: .file(path), "the file exists; init never replaces a description")
      ])
      return .invalidInput
    }
    do {
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true)
      // `.withoutOverwriting`: a file created meanwhile is not replaced either.
      try Data(StarterDescription.text.utf8).write(
        to: URL(fileURLWithPath: path), options: .withoutOverwriting)
    } catch {
      console.printDiagnostics([
        .error(at: .file(path), "cannot write the file (\(error.localizedDescription))")
      ])
      return .invalidInput
    }
    let schema = Self.path(of: schemaFileName, in: directory)
    console.out(
      """
      Wrote \(path). Fill in each TODO, then run: reviewready audit \(path)
      \(writeSchema(to: schema))

      """)
    return .success
  }

  /// Writes the JSON Schema the starter's first line names beside it, unless
  /// a file is there already; says what it did, for the summary.
  static func writeSchema(to path: String) -> String {
    let written: Bool
    do {
      try Data(DescriptionSchema.json.utf8).write(
        to: URL(fileURLWithPath: path), options: .withoutOverwriting)
      written = true
    } catch {
      written = false
    }
    let purpose = "for completion and checking as you type (editors with the YAML language server)"
    return written
      ? "Wrote \(path), \(purpose)."
      : "Kept \(path), \(purpose); refresh it with: reviewready schema > \(path)"
  }

  /// `name` in `directory`, or just `name` for the current folder.
  static func path(of name: String, in directory: String) -> String {
    directory == "." ? name : (directory as NSString).appendingPathComponent(name)
  }
}
