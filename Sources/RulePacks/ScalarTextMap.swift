import Diagnostics
import YAML

/// Maps a position inside a scalar's text back to the file, so an error in
/// an expression or a message template written in a pack points at the
/// right line and column even when the scalar is folded over several lines.
///
/// Approximate by design where YAML rewrites text: escapes in quoted
/// scalars and blank lines in folded ones can shift a column, never a file.
struct ScalarTextMap {
  private struct Segment {
    var textStart: Int
    var length: Int
    var location: SourceLocation
  }

  private let segments: [Segment]
  private let text: [Unicode.Scalar]
  private let fallback: SourceLocation

  /// Builds the map for `node`, a scalar read from a file whose lines are
  /// `lines` (the whole file, split on newlines).
  init(node: YAMLNode, lines: [Substring]) {
    let scalar = node.scalar
    text = Array((scalar?.text ?? "").unicodeScalars)
    fallback = node.location
    var segments: [Segment] = []
    var lineIndex = node.location.line - 1
    var consumed = 0
    let style = scalar?.style ?? .plain
    let isBlock = style == .literal || style == .folded
    var column = node.location.column + (style == .singleQuoted || style == .doubleQuoted ? 1 : 0)
    if isBlock { lineIndex += 1 }
    var first = !isBlock
    while consumed < text.count, lineIndex >= 0, lineIndex < lines.count {
      let line = lines[lineIndex].unicodeScalars
      var startColumn = 1
      // The line's own view, not a copy: building a new view appends one
      // scalar at a time, seconds for a megabyte-long line.
      var content = line
      if first {
        content = content.dropFirst(max(0, column - 1))
        startColumn = column
      } else {
        let indent = line.prefix { $0 == " " || $0 == "\t" }.count
        content = content.dropFirst(indent)
        startColumn = indent + 1
      }
      let length = content.count
      if length > 0 || !first {
        segments.append(
          Segment(
            textStart: consumed, length: length,
            location: SourceLocation(
              file: node.location.file, line: lineIndex + 1, column: startColumn)))
        consumed += length + 1
      }
      first = false
      lineIndex += 1
      column = 1
    }
    self.segments = segments
  }

  /// The file location of the character at `index` (counted in Unicode
  /// scalars from the start of the text).
  func location(ofScalarIndex index: Int) -> SourceLocation {
    guard let segment = segments.last(where: { $0.textStart <= index }) else { return fallback }
    var location = segment.location
    location.column += min(index - segment.textStart, segment.length)
    return location
  }

  /// The file location of a UTF-8 offset in the text.
  func location(ofUTF8Offset offset: Int) -> SourceLocation {
    var bytes = 0
    for (index, scalar) in text.enumerated() {
      if bytes >= offset { return location(ofScalarIndex: index) }
      bytes += UTF8.width(scalar)
    }
    return location(ofScalarIndex: text.count)
  }

  /// The file location of a 1-based line and column of the text.
  func location(line: Int, column: Int) -> SourceLocation {
    var currentLine = 1
    var index = 0
    while currentLine < line, index < text.count {
      if text[index] == "\n" { currentLine += 1 }
      index += 1
    }
    return location(ofScalarIndex: index + max(0, column - 1))
  }
}
