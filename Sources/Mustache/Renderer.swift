import Diagnostics

/// Walks a node tree and writes the result into one output string.
///
/// Everything is appended to ``output`` in place (values are escaped straight into it),
/// so rendering costs time proportional to the output, however many list items or
/// partials there are. The walk uses an explicit work stack instead of recursion, so
/// no template or data, however deeply nested, can overflow the thread's stack.
/// Partials, parents and blocks live in `Renderer+Inclusion.swift`; indentation in
/// `Renderer+Indentation.swift`.
struct Renderer {
  let contentType: ContentType
  let partials: any PartialResolver
  let options: RenderOptions
  var context: Context
  /// The rendered text so far.
  var output = ""
  /// Whether the last template text written ended a line (or nothing is written yet).
  var atLineStart = true
  /// Active indentation changes, outermost first (see `Renderer+Indentation.swift`).
  var indentation: [IndentationFrame] = []
  /// Block overrides from enclosing parent tags, highest precedence (outermost) first.
  var blockScopes: [[String: Block]] = []
  /// Names of the partials, parents and overriding blocks currently open.
  var inclusionChain: [String]
  /// Steps taken so far, checked against ``RenderOptions/maximumSteps``.
  var steps = 0
  /// What is left to do, innermost last.
  var work: [Work] = []

  /// One entry of the work stack.
  enum Work {
    /// Render these nodes in order.
    case nodes(ArraySlice<Node>)
    /// Render `children` once for each remaining item, with the item pushed.
    case iterate(ArraySlice<MustacheValue>, children: [Node], location: SourceLocation)
    /// Undo a change made when a region began, now that it has ended.
    case restore(Restore)
  }

  /// State that a region changes and that must be put back when it ends.
  enum Restore {
    case context, indentation, blockScope, inclusion
  }

  init(
    contentType: ContentType, partials: any PartialResolver, options: RenderOptions,
    context: MustacheValue, rootName: String
  ) {
    self.contentType = contentType
    self.partials = partials
    self.options = options
    self.context = Context(root: context)
    self.inclusionChain = [rootName]
  }

  /// Renders a template's nodes: the one switch over every kind of node. Text and
  /// variables are written on the spot; nodes with content push it as work.
  mutating func render(_ nodes: [Node]) throws {
    work = [.nodes(nodes[...])]
    while let next = work.popLast() {
      switch next {
      case .nodes(var remaining):
        while let node = remaining.popFirst() {
          switch node {
          case .text(let text):
            write(text)
            continue
          case .variable(let variable):
            try step(at: variable.location)
            let value = try lookUp(variable.name, at: variable.location) ?? .null
            try writeValue(
              value.interpolationText, escaped: variable.escaped, at: variable.location)
            continue
          case .section(let section):
            work.append(.nodes(remaining))
            try begin(section)
          case .partial(let partial):
            work.append(.nodes(remaining))
            try begin(partial)
          case .parent(let parent):
            work.append(.nodes(remaining))
            try begin(parent)
          case .block(let block):
            work.append(.nodes(remaining))
            try begin(block)
          }
          break
        }
      case .iterate(var items, let children, let location):
        guard let item = items.popFirst() else {
          // The last item's text is written: check the output it added.
          try checkOutput(adding: 0, at: location)
          continue
        }
        try step(at: location)
        work.append(.iterate(items, children: children, location: location))
        enter(children, pushing: item)
      case .restore(let change):
        restore(change)
      }
    }
  }

  /// Counts one unit of work and stops runaway templates.
  mutating func step(at location: SourceLocation) throws {
    steps += 1
    if steps > options.maximumSteps {
      throw MustacheError(.renderingTooLong(limit: options.maximumSteps), at: location)
    }
    try checkOutput(adding: 0, at: location)
  }

  /// Resolves `name` in the context, counting the frames and name parts it
  /// looks through as steps.
  mutating func lookUp(_ name: Name, at location: SourceLocation) throws -> MustacheValue? {
    var work = 0
    let value = context.resolve(name, work: &work)
    steps += work
    if steps > options.maximumSteps {
      throw MustacheError(.renderingTooLong(limit: options.maximumSteps), at: location)
    }
    return value
  }

  /// Stops before the output would grow past ``RenderOptions/maximumOutputBytes``.
  func checkOutput(adding bytes: Int, at location: SourceLocation) throws {
    if output.utf8.count + bytes > options.maximumOutputBytes {
      throw MustacheError(.outputTooLarge(limit: options.maximumOutputBytes), at: location)
    }
  }

  // MARK: - Private

  private mutating func begin(_ section: Section) throws {
    try step(at: section.location)
    let value = try lookUp(section.name, at: section.location) ?? .null
    if section.inverted {
      if !value.isTruthy { work.append(.nodes(section.children[...])) }
    } else if case .list(let items) = value {
      work.append(.iterate(items[...], children: section.children, location: section.location))
    } else if value.isTruthy {
      enter(section.children, pushing: value)
    }
  }

  /// Renders `children` next with `value` on top of the context stack.
  private mutating func enter(_ children: [Node], pushing value: MustacheValue) {
    context.push(value)
    work.append(.restore(.context))
    work.append(.nodes(children[...]))
  }

  private mutating func restore(_ change: Restore) {
    switch change {
    case .context: context.pop()
    case .indentation: indentation.removeLast()
    case .blockScope: blockScopes.removeLast()
    case .inclusion: inclusionChain.removeLast()
    }
  }

  /// Writes an interpolated value. Line ends inside values never trigger indentation.
  /// Control and bidirectional characters but line feeds and tabs always come out
  /// as visible escapes (`\u{202E}`), whatever the tag and the content type.
  private mutating func writeValue(
    _ text: String, escaped: Bool, at location: SourceLocation
  ) throws {
    guard !text.isEmpty else { return }
    try checkOutput(adding: text.utf8.count, at: location)
    if atLineStart && !indentation.isEmpty {
      output += indentationText(forLeading: "")
    }
    atLineStart = false
    if escaped {
      contentType.escape(text, into: &output)
    } else {
      // `{{{ }}}` and `{{& }}` skip the content type's escaping, never the
      // controls: no raw control or bidi character reaches any output.
      output += TerminalText.escapingControls(text, keeping: ContentType.rawKept)
    }
  }
}
