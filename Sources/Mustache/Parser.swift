/// Builds the node tree from the token list, matching each closing tag with its opener.
///
/// The parser keeps an explicit stack of open sections instead of recursing. It limits
/// nesting to ``maximumNesting``: no real template comes close, and Swift frees a nested
/// tree recursively, so an unbounded tree could exhaust the stack when it is released.
struct Parser {
  /// How deeply sections, parents and blocks may nest in one template.
  static let maximumNesting = 100

  /// A section, parent or block whose closing tag has not been seen yet.
  private struct OpenSection {
    var tag: Tag
    var children: [Node] = []
    var text = ""
    /// For a block: its indentation, once known (see ``Block/indentation``).
    var blockIndentation: String?
  }

  /// Parses tokens that already went through ``StandaloneLines``.
  /// - Throws: ``MustacheError`` for unclosed, mismatched or unopened sections, invalid
  ///   names, or too deep nesting.
  static func parse(_ tokens: [Token], templateName: String) throws -> [Node] {
    let rootTag = Tag(
      kind: .section, content: "",
      location: SourceLocation(templateName: templateName, line: 1, column: 1))
    var stack = [OpenSection(tag: rootTag)]
    for token in tokens {
      settleBlockIndentation(of: &stack[stack.count - 1], before: token)
      switch token {
      case .text(let text), .newline(let text):
        stack[stack.count - 1].text += text
      case .tag(let tag):
        try handle(tag, stack: &stack)
      }
    }
    if stack.count > 1, let open = stack.last {
      throw MustacheError(
        .unclosedSection(name: open.tag.content, tag: open.tag.kind.sigil),
        at: open.tag.location)
    }
    flushText(&stack[0])
    return stack[0].children
  }

  // MARK: - Private

  private static func handle(_ tag: Tag, stack: inout [OpenSection]) throws {
    let top = stack.count - 1
    switch tag.kind {
    case .comment, .setDelimiters:
      return
    case .variable(let escaped):
      let name = try Name(parsing: tag.content, at: tag.location)
      append(
        .variable(Variable(name: name, escaped: escaped, location: tag.location)),
        to: &stack[top])
    case .partial:
      let partial = Partial(
        name: try PartialName(parsing: tag.content, at: tag.location),
        indentation: tag.isStandalone ? tag.lineIndentation ?? "" : nil,
        location: tag.location)
      append(.partial(partial), to: &stack[top])
    case .section, .invertedSection, .parent, .block:
      guard stack.count <= maximumNesting else {
        throw MustacheError(.nestingTooDeep(limit: maximumNesting), at: tag.location)
      }
      flushText(&stack[top])
      var open = OpenSection(tag: tag)
      if tag.kind == .block, !tag.isStandalone {
        open.blockIndentation = tag.lineIndentation ?? ""
      }
      stack.append(open)
    case .close:
      guard stack.count > 1, let open = stack.popLast() else {
        throw MustacheError(.unopenedClosingTag(name: tag.content), at: tag.location)
      }
      guard open.tag.content == tag.content else {
        throw MustacheError(
          .mismatchedClosingTag(
            found: tag.content, expected: open.tag.content,
            openedAt: open.tag.location.shortDescription),
          at: tag.location)
      }
      append(try close(open), to: &stack[stack.count - 1])
    }
  }

  /// Turns a finished open section into its node.
  private static func close(_ open: OpenSection) throws -> Node {
    var open = open
    flushText(&open)
    let tag = open.tag
    switch tag.kind {
    case .parent:
      var blocks: [String: Block] = [:]
      for case .block(let block) in open.children where blocks[block.name] == nil {
        blocks[block.name] = block
      }
      return .parent(
        Parent(
          name: try PartialName(parsing: tag.content, at: tag.location),
          indentation: tag.isStandalone ? tag.lineIndentation ?? "" : nil,
          blocks: blocks, location: tag.location))
    case .block:
      return .block(
        Block(
          name: tag.content, children: open.children,
          indentation: open.blockIndentation ?? tag.lineIndentation ?? "",
          location: tag.location))
    default:
      return .section(
        Section(
          name: try Name(parsing: tag.content, at: tag.location),
          inverted: tag.kind == .invertedSection, children: open.children,
          location: tag.location))
    }
  }

  /// A block whose opening tag stood alone takes its indentation from its first line of
  /// content (from the opening line itself when the block is empty).
  private static func settleBlockIndentation(
    of open: inout OpenSection, before token: Token
  ) {
    guard open.tag.kind == .block, open.blockIndentation == nil else { return }
    switch token {
    case .text(let text):
      open.blockIndentation = String(text.prefix { $0 == " " || $0 == "\t" })
    case .newline:
      open.blockIndentation = ""
    case .tag(let tag):
      let isOwnClose = tag.kind == .close && tag.content == open.tag.content
      let source = isOwnClose ? open.tag : tag
      open.blockIndentation = source.lineIndentation ?? ""
    }
  }

  private static func append(_ node: Node, to open: inout OpenSection) {
    flushText(&open)
    open.children.append(node)
  }

  private static func flushText(_ open: inout OpenSection) {
    guard !open.text.isEmpty else { return }
    open.children.append(.text(Text(open.text)))
    open.text = ""
  }
}
