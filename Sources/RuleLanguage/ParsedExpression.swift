/// An expression's text and the syntax tree parsed from it, with any syntax
/// errors. Parsing never fails outright: a text with errors still has a tree,
/// with `.invalid` nodes where pieces were missing.
public struct ParsedExpression: Sendable {
  /// The expression as written.
  public let source: String
  /// Where the expression's first character sits in its file; positions in
  /// errors are shifted by it.
  public let origin: SourcePosition
  /// The syntax tree.
  public let root: Expr
  /// Lexical and syntax errors, in source order.
  public let errors: [ExpressionError]
  let map: SourceMap

  /// Parses `source`. Give `origin` to have positions in errors count from
  /// where the expression starts in its file rather than from 1:1.
  public init(_ source: String, origin: SourcePosition = .start) {
    self.source = source
    self.origin = origin
    map = SourceMap(Array(source.utf8), origin: origin)
    (root, errors) = Parser.parse(map)
  }

  /// The position of a UTF-8 offset within the expression.
  public func position(at offset: Int) -> SourcePosition { map.position(at: offset) }
}
