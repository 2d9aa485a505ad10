import AppModel
import ArgumentParsing

/// `reviewready schema`: prints the description's JSON Schema.
enum SchemaCommand: Command {
  static let spec = CommandSpec(
    name: "schema",
    abstract: "Print the JSON Schema of app descriptions, for editors.",
    discussion: """
      Save it and point your YAML language server at it, e.g. with a first line of
        # yaml-language-server: $schema=reviewready.schema.json
      so that editors complete and check descriptions as you type.
      """)

  static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
    console.out(DescriptionSchema.json)
    return .success
  }
}
