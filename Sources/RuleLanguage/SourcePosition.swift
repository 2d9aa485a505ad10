/// A place in an expression's text: 1-based line and column, as editors
/// print them, plus the 0-based UTF-8 offset for hosts that slice the text.
///
/// Columns count Unicode scalars from the start of the line. Positions are
/// relative to the expression unless an origin was given when it was parsed;
/// then they are shifted so that the expression's first character sits at the
/// origin (line and offset always, column only on the first line).
public struct SourcePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// 1-based line number.
  public var line: Int
  /// 1-based column, in Unicode scalars.
  public var column: Int
  /// 0-based offset in UTF-8 bytes.
  public var offset: Int

  /// Creates a position; `line` and `column` are 1-based, `offset` 0-based.
  public init(line: Int, column: Int, offset: Int) {
    self.line = line
    self.column = column
    self.offset = offset
  }

  /// The first character of a text: line 1, column 1, offset 0.
  public static let start = SourcePosition(line: 1, column: 1, offset: 0)

  /// `line:column`.
  public var description: String { "\(line):\(column)" }

  public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
    lhs.offset < rhs.offset
  }
}

/// A span of an expression's text as UTF-8 offsets, `lowerBound..<upperBound`,
/// relative to the start of the expression.
public struct SourceRange: Sendable, Hashable {
  /// Offset of the first byte.
  public var lowerBound: Int
  /// Offset just past the last byte.
  public var upperBound: Int

  /// Creates a range from two UTF-8 offsets.
  public init(_ lowerBound: Int, _ upperBound: Int) {
    self.lowerBound = lowerBound
    self.upperBound = max(lowerBound, upperBound)
  }

  /// The smallest range covering both.
  func union(_ other: SourceRange) -> SourceRange {
    SourceRange(min(lowerBound, other.lowerBound), max(upperBound, other.upperBound))
  }
}

/// Turns UTF-8 offsets into line/column positions for one expression text.
/// Immutable, and a class so that the evaluator, which keeps one for its
/// errors at every evaluation, copies it with one reference count rather
/// than one for each of its arrays.
final class SourceMap: Sendable {
  let bytes: [UInt8]
  let origin: SourcePosition
  /// Offsets at which each line starts; the first is 0.
  private let lineStarts: [Int]

  init(_ bytes: [UInt8], origin: SourcePosition = .start) {
    self.bytes = bytes
    self.origin = origin
    var starts = [0]
    for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      starts.append(index + 1)
    }
    lineStarts = starts
  }

  /// The position of a UTF-8 offset (clamped to the text), shifted by the origin.
  func position(at offset: Int) -> SourcePosition {
    let offset = min(max(0, offset), bytes.count)
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    var column = 1
    var index = lineStarts[low]
    while index < offset {
      // Count scalars: every byte that is not a UTF-8 continuation byte.
      if bytes[index] & 0xC0 != 0x80 { column += 1 }
      index += 1
    }
    let line = low + 1
    return SourcePosition(
      line: line + origin.line - 1,
      column: line == 1 ? column + origin.column - 1 : column,
      offset: offset + origin.offset)
  }

  /// The text of a range, decoded leniently.
  func text(_ range: SourceRange) -> String {
    let lower = min(max(0, range.lowerBound), bytes.count)
    let upper = min(max(lower, range.upperBound), bytes.count)
    return String(decoding: bytes[lower..<upper], as: UTF8.self)
  }
}
