/// Finds the templates that partial tags (`{{> name}}`) and parent tags (`{{< name}}`)
/// name.
///
/// A partial renders with the escaping of the template that includes it: the output's
/// content type belongs to the root template, not to the partial.
public protocol PartialResolver: Sendable {
  /// Returns the parsed template called `name`, or `nil` when there is none.
  ///
  /// - Parameter name: The name as written in the tag (or, for `{{> *dynamic}}`, the
  ///   string the context gave).
  /// - Throws: ``InvalidPartialName`` for a name the resolver refuses, or
  ///   ``MustacheError`` when the partial exists but cannot be read or parsed.
  func template(named name: String) throws -> Template?
}

/// A partial name that a resolver refuses to look up, for example one that would
/// leave the partials directory. The renderer reports it at the tag's position.
public struct InvalidPartialName: Error, Sendable, Equatable {
  /// The name as requested.
  public var name: String
  /// Why it was refused.
  public var reason: String
  /// Whether the name is fine but its file is refused: a symbolic link out
  /// of the folder, a file of `/proc`, a device or a pipe.
  public var refusesFile: Bool

  /// Creates the error.
  public init(name: String, reason: String, refusesFile: Bool = false) {
    self.name = name
    self.reason = reason
    self.refusesFile = refusesFile
  }
}

/// Partials held in memory, for tests, the spec suite and built-in templates.
public struct DictionaryPartialResolver: PartialResolver {
  private let templates: [String: Template]

  /// Creates a resolver with no partials.
  public init() {
    templates = [:]
  }

  /// Creates a resolver from already parsed templates, keyed by partial name.
  public init(templates: [String: Template]) {
    self.templates = templates
  }

  /// Parses each source once, using its key as the template name in error messages.
  ///
  /// - Parameter sources: Template source text keyed by partial name.
  /// - Throws: ``MustacheError`` for the first source that does not parse.
  public init(sources: [String: String]) throws {
    var templates: [String: Template] = [:]
    for (name, source) in sources {
      templates[name] = try Template(source: source, name: name)
    }
    self.templates = templates
  }

  /// Returns the template stored under `name`.
  public func template(named name: String) -> Template? {
    templates[name]
  }
}
