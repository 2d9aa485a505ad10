import AppModel
import ArgumentParsing
import Diagnostics
import Foundation

/// `reviewready audit`: loads and validates app descriptions. Every problem
/// in every file is printed as `file:line:column: error: message`.
enum AuditCommand: Command {
  static let spec = CommandSpec(
    name: "audit",
    abstract: "Check app descriptions; every problem is reported with its position.",
    discussion: """
      Loads each description and checks it against schema 1: unknown or misspelt keys and
      values, wrong types, duplicate ids, references to screens and features that don't exist.
      With no description given, audits every *.reviewready.yaml file in the current directory.
      Problems are printed as file:line:column: error: message, the form Xcode and editors
      link to. Exit status: 0 when every description is valid, 2 when one is not (or the
      command line is wrong).
      """,
    arguments: [
      ArgumentSpec(
        "description", help: "An app description (*.reviewready.yaml).", isRepeating: true,
        isOptional: true)
    ])

  static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
    var paths = arguments.positionals
    if paths.isEmpty {
      paths = DescriptionFiles.inCurrentDirectory()
      guard !paths.isEmpty else {
        console.error(
          "error: no description given, and no *.reviewready.yaml file in the current directory\n")
        return .invalidInput
      }
    }
    var status = ExitStatus.success
    for path in paths {
      do {
        let description = try DescriptionLoader.load(path: path)
        console.out("\(path): valid: \(summary(of: description))\n")
      } catch {
        console.error(error.diagnostics.map { "\($0)\n" }.joined())
        status = .invalidInput
      }
    }
    return status
  }

  private static func summary(of description: AppDescription) -> String {
    func count(_ number: Int, _ noun: String) -> String {
      "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
    return [
      count(description.screens.count, "screen"), count(description.features.count, "feature"),
      count(description.permissions.count, "permission"),
      count(description.purposeStrings.count, "purpose string"),
    ].joined(separator: ", ")
  }
}

/// Finds descriptions by their file name.
enum DescriptionFiles {
  /// The `*.reviewready.yaml` files in the working directory, sorted.
  static func inCurrentDirectory() -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: ".")) ?? []
    return names.filter { $0.hasSuffix(".reviewready.yaml") }.sorted()
  }
}
