import ArgumentParsing
import Diagnostics
import Foundation
import Mustache
import Reports

/// `reviewready template`: tools for people who customise report templates.
enum TemplateCommand: Command {
  static let spec = CommandSpec(
    name: "template", abstract: "Work with the Mustache templates reports are written from.")
  static let subcommands: [any Command.Type] = [TemplateRenderCommand.self]
}

/// `reviewready template render TEMPLATE --context FILE [--partials DIR]`.
enum TemplateRenderCommand: Command {
  static let spec = CommandSpec(
    name: "render",
    abstract: "Render a Mustache template with a JSON or YAML context to standard output.",
    discussion: """
      Escaping follows the template's name: *.md.mustache escapes for Markdown, *.txt.mustache
      escapes nothing, any other name escapes HTML. {{> name}} reads DIR/name.mustache from
      --partials (the template's own folder by default). A missing partial is an error, unless
      --missing-partials empty asks for the Mustache spec's behaviour (render nothing).
      """,
    arguments: [ArgumentSpec("template", help: "The template file (*.mustache).")],
    options: [Options.context, Options.partials, Options.missingPartials])

  /// `template render`'s options.
  enum Options {
    /// `--context FILE`, required.
    static let context = OptionSpec.option(
      "context", value: "file", help: "The data: a .json file, or YAML (.yaml, .yml).")
    /// `--partials DIR`.
    static let partials = OptionSpec.option(
      "partials", value: "dir", help: "Where partials are found.")
    /// `--missing-partials error|empty`.
    static let missingPartials = OptionSpec.option(
      "missing-partials", value: "behaviour",
      help: "What a missing partial does (default: error).",
      allowed: ["error", "empty"])
  }

  static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
    let path = arguments.positionals[0]
    guard let contextPath = arguments.value(Options.context) else {
      return console.printUsageError(
        UsageError(
          "Missing expected option '--context <file>'.",
          usage: [HelpFormatter.usage(spec, path: ["reviewready", "template", "render"])]))
    }
    do {
      let context = try TemplateContextFile.load(path: contextPath)
      let template = try Template(contentsOf: URL(fileURLWithPath: path), name: path)
      let directory =
        arguments.value(Options.partials).map { URL(fileURLWithPath: $0, isDirectory: true) }
        ?? URL(fileURLWithPath: path).deletingLastPathComponent()
      let missing: RenderOptions.MissingPartials =
        arguments.value(Options.missingPartials) == "empty" ? .empty : .error
      let output = try template.render(
        context, partials: DirectoryPartialResolver(directory: directory),
        options: RenderOptions(missingPartials: missing))
      console.out(output)
      return .success
    } catch let error as MustacheError {
      console.printDiagnostics([MustacheDiagnostic.make(error)])
    } catch let error as DiagnosticsError {
      console.printDiagnostics(error.diagnostics)
    } catch {
      console.printDiagnostics([.error(at: .file(""), "\(error)")])
    }
    return .invalidInput
  }
}
