import Diagnostics
import Foundation

/// A parsed Mustache template, ready to render any number of times.
///
/// ```swift
/// let template = try Template(contentsOfFile: "Templates/report.md.mustache")
/// let partials = DirectoryPartialResolver(directory: URL(fileURLWithPath: "Templates"))
/// let markdown = try template.render(context, partials: partials)
/// ```
///
/// Parsing checks the whole template, so syntax errors surface before any rendering.
/// A template is an immutable value and can be shared between threads.
public struct Template: Sendable {
  /// The name used in error messages and to choose the ``contentType``.
  public let name: String
  /// How `{{name}}` tags escape values when this template is the one rendered.
  public let contentType: ContentType
  private let storage: NodeStorage

  /// Parses template source.
  ///
  /// - Parameters:
  ///   - source: The template text.
  ///   - name: The name for error messages, usually a file name such as
  ///     `report.md.mustache`.
  ///   - contentType: The escaping to use; by default chosen from `name` (see
  ///     ``ContentType/init(templateName:)``).
  /// - Throws: ``MustacheError`` for the first syntax error.
  public init(source: String, name: String = "template", contentType: ContentType? = nil)
    throws
  {
    self.name = name
    self.contentType = contentType ?? ContentType(templateName: name)
    storage = .parsed(try Self.parse(source, name: name))
  }

  /// A template whose source parsed before (it comes from a cache of
  /// checked packs): it is parsed when first rendered, so that loading
  /// many costs nothing until they are used. Should it not parse after
  /// all, rendering throws the ``MustacheError``.
  public init(parsedBefore source: String, name: String, contentType: ContentType? = nil) {
    self.name = name
    self.contentType = contentType ?? ContentType(templateName: name)
    storage = .deferred(DeferredNodes(source: source))
  }

  private static func parse(_ source: String, name: String) throws -> [Node] {
    var scanner = Scanner(source: source, templateName: name)
    let tokens = StandaloneLines.apply(to: try scanner.scan())
    return try Parser.parse(tokens, templateName: name)
  }

  /// The parsed nodes, parsing a deferred template on first use.
  func parsedNodes() throws -> [Node] {
    switch storage {
    case .parsed(let nodes): return nodes
    case .deferred(let deferred): return try deferred.nodes { try Self.parse($0, name: name) }
    }
  }

  /// Reads and parses a template file (UTF-8).
  ///
  /// - Parameters:
  ///   - url: The file to read.
  ///   - name: The name for error messages and escaping; the file name by default.
  /// - Throws: ``MustacheError`` when the file cannot be read or does not parse.
  public init(contentsOf url: URL, name: String? = nil) throws {
    let name = name ?? url.lastPathComponent
    let source: String
    InputFiles.record(url.path)
    if let problem = Self.fileProblem(url.path) {
      throw MustacheError(
        templateName: name, line: 0, column: 0,
        reason: .unreadableFile(path: url.path, why: problem))
    }
    do {
      source = try String(contentsOf: url, encoding: .utf8)
    } catch {
      throw MustacheError(
        templateName: name, line: 0, column: 0,
        reason: .unreadableFile(path: url.path, why: Self.describe(error)))
    }
    try self.init(source: source, name: name)
  }

  /// Reads and parses a template file; its name is the path's last component.
  ///
  /// - Parameter path: The file to read.
  /// - Throws: ``MustacheError`` when the file cannot be read or does not parse.
  public init(contentsOfFile path: String) throws {
    try self.init(contentsOf: URL(fileURLWithPath: path))
  }

  /// Renders the template against a context.
  ///
  /// - Parameters:
  ///   - context: The value at the bottom of the context stack, usually an object.
  ///   - partials: Where `{{> name}}` and `{{< name}}` find templates; none by default.
  ///   - options: Missing-partial behaviour and safety limits.
  /// - Returns: The rendered text.
  /// - Throws: ``MustacheError`` for a missing partial (with `missingPartials: .error`),
  ///   a refused partial name, a partial that does not parse, or runaway recursion.
  public func render(
    _ context: MustacheValue,
    partials: any PartialResolver = DictionaryPartialResolver(),
    options: RenderOptions = RenderOptions()
  ) throws -> String {
    var renderer = Renderer(
      contentType: contentType, partials: partials, options: options, context: context,
      rootName: name)
    try renderer.render(try parsedNodes())
    return renderer.output
  }

  private static func describe(_ error: any Error) -> String {
    let nsError = error as NSError
    if nsError.domain == NSCocoaErrorDomain, nsError.code == NSFileReadNoSuchFileError {
      return "no such file"
    }
    return nsError.localizedDescription
  }
}

/// A template's nodes: parsed, or a source parsed on first use (once, by
/// whichever thread gets there first).
private enum NodeStorage: Sendable {
  case parsed([Node])
  case deferred(DeferredNodes)
}

private final class DeferredNodes: @unchecked Sendable {
  let source: String
  private let lock = NSLock()
  private var result: Result<[Node], any Error>?

  init(source: String) { self.source = source }

  func nodes(_ parse: (String) throws -> [Node]) throws -> [Node] {
    lock.lock()
    defer { lock.unlock() }
    if let result { return try result.get() }
    let parsed = Result { try parse(source) }
    result = parsed
    return try parsed.get()
  }
}
