/// Partials, parents and blocks: everything that renders nodes from another place.
extension Renderer {
  /// `{{> name}}`: renders another template in the current context.
  mutating func begin(_ partial: Partial) throws {
    try step(at: partial.location)
    guard let (name, template) = try resolve(partial.name, at: partial.location) else { return }
    try include(name, at: partial.location)
    pushIndentation(strip: "", add: partial.indentation ?? "")
    work.append(.nodes(try template.parsedNodes()[...]))
  }

  /// `{{< name}}…{{/name}}`: renders another template with this tag's blocks overriding
  /// the blocks of the same names there. Enclosing parents' overrides keep precedence.
  mutating func begin(_ parent: Parent) throws {
    try step(at: parent.location)
    guard let (name, template) = try resolve(parent.name, at: parent.location) else { return }
    blockScopes.append(parent.blocks)
    work.append(.restore(.blockScope))
    try include(name, at: parent.location)
    pushIndentation(strip: "", add: parent.indentation ?? "")
    work.append(.nodes(try template.parsedNodes()[...]))
  }

  /// `{{$name}}default{{/name}}`: renders the outermost override of this block, in the
  /// current context and re-indented to this block's place, or else the default content.
  mutating func begin(_ block: Block) throws {
    try step(at: block.location)
    guard let override = blockScopes.lazy.compactMap({ $0[block.name] }).first else {
      work.append(.nodes(block.children[...]))
      return
    }
    try include("$" + block.name, at: block.location)
    pushIndentation(strip: override.indentation, add: block.indentation)
    work.append(.nodes(override.children[...]))
  }

  // MARK: - Private

  /// Goes one level deeper in the inclusion chain until the region ends, enforcing
  /// ``RenderOptions/maximumPartialDepth`` so that a template including itself stops.
  private mutating func include(_ name: String, at location: SourceLocation) throws {
    // The chain starts with the root template, which does not count as a level.
    guard inclusionChain.count <= options.maximumPartialDepth else {
      throw MustacheError(
        .recursionTooDeep(limit: options.maximumPartialDepth, chain: inclusionChain + [name]),
        at: location)
    }
    inclusionChain.append(name)
    work.append(.restore(.inclusion))
  }

  /// Finds the template a partial or parent tag names.
  ///
  /// - Returns: The name and template, or `nil` when the tag renders nothing: a dynamic
  ///   name that resolves to no usable string, or a missing partial with
  ///   `missingPartials: .empty`.
  private mutating func resolve(
    _ partialName: PartialName, at location: SourceLocation
  ) throws -> (String, Template)? {
    let name: String
    switch partialName {
    case .fixed(let fixed):
      name = fixed
    case .dynamic(let path):
      switch try lookUp(path, at: location) {
      case .string(let text) where !text.isEmpty: name = text
      case .int(let number): name = String(number)
      default: return nil
      }
    }
    let template: Template?
    do {
      template = try partials.template(named: name)
    } catch let error as InvalidPartialName {
      let reason: MustacheError.Reason =
        error.refusesFile
        ? .refusedPartial(name: error.name, why: error.reason)
        : .invalidPartialName(name: error.name, why: error.reason)
      throw MustacheError(reason, at: location)
    }
    if let template { return (name, template) }
    if options.missingPartials == .error {
      throw MustacheError(.missingPartial(name: name), at: location)
    }
    return nil
  }
}
