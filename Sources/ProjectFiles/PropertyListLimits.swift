import Diagnostics
import Foundation

/// Bounds on the work of reading a binary or XML property list, checked
/// before Foundation decodes it: a binary list's objects may be shared, so a
/// small file can name an exponential number of values, and a list may nest
/// or hold more than any real one does. A list past a limit is an error
/// naming it, found in one pass over the file.
public struct PropertyListLimits: Sendable {
  /// The most objects (keys, values, arrays and dictionaries) a list may
  /// hold; an object a binary list shares is counted each time it is
  /// reached, since decoding copies it each time.
  public var objects: Int
  /// The deepest arrays and dictionaries may nest.
  public var depth: Int

  /// For an Info.plist, a privacy manifest or a `.strings` file: 50,000
  /// objects (a real Info.plist has a few hundred keys) and 128 levels.
  public static let standard = PropertyListLimits(objects: 50_000, depth: 128)
  /// For a `project.pbxproj` stored as XML or binary, whose objects grow
  /// with the project: 2,000,000 objects and 128 levels.
  public static let project = PropertyListLimits(objects: 2_000_000, depth: 128)

  /// The error for a list past a limit, or nil when it is within them (or
  /// damaged in a way Foundation reports better).
  func problem(_ bytes: [UInt8], format: PropertyListFormat, file: String) -> Diagnostic? {
    switch format {
    case .binary:
      return BinaryPropertyListWalk(bytes, limits: self)?.problem(file: file)
    case .xml:
      // UTF-16 is decoded first; UTF-8 and other ASCII-based text is read as is.
      let utf16 = bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])
      if utf16, case .success(let decoded) = TextDecoding.decode(bytes) {
        return XMLPropertyListCount.problem(Array(decoded.text.utf8), limits: self, file: file)
      }
      return XMLPropertyListCount.problem(bytes, limits: self, file: file)
    case .openStep:
      return nil
    }
  }

  /// The message for more than `objects` objects; `counting` says how
  /// they were counted, when that needs saying.
  func tooManyObjects(counting: String = "keys and values") -> String {
    "the property list holds more than \(Self.formatted(objects)) objects (\(counting)); "
      + "ReviewReady reads at most \(Self.formatted(objects))"
  }

  /// The message for nesting deeper than `depth`.
  var tooDeep: String {
    "arrays and dictionaries nest more than \(depth) levels deep here; "
      + "ReviewReady reads at most \(depth) levels"
  }

  /// `value` with thousands separators: 100,000.
  static func formatted(_ value: Int) -> String {
    var digits = String(value)
    var index = digits.endIndex
    while digits.distance(from: digits.startIndex, to: index) > 3 {
      index = digits.index(index, offsetBy: -3)
      digits.insert(",", at: index)
    }
    return digits
  }
}

/// Counts the elements of an XML property list and how deep its arrays and
/// dictionaries nest, in one pass over its bytes (UTF-8, or UTF-16 decoded
/// first), skipping comments, `CDATA` sections, declarations and processing
/// instructions. Lines are counted only for the error.
struct XMLPropertyListCount {
  private let bytes: UnsafeBufferPointer<UInt8>
  private let limits: PropertyListLimits
  private var index = 0

  private init(_ bytes: UnsafeBufferPointer<UInt8>, limits: PropertyListLimits) {
    self.bytes = bytes
    self.limits = limits
  }

  /// The error at the first element past a limit, if any.
  static func problem(_ bytes: [UInt8], limits: PropertyListLimits, file: String) -> Diagnostic? {
    bytes.withUnsafeBufferPointer { buffer in
      var scan = XMLPropertyListCount(buffer, limits: limits)
      return scan.run(file: file)
    }
  }

  /// What a tag is, for counting.
  private enum Kind {
    case opensContainer, closesContainer, element, other
  }

  private static let comment = Array("!--".utf8)
  private static let commentEnd = Array("-->".utf8)
  private static let cdata = Array("![CDATA[".utf8)
  private static let cdataEnd = Array("]]>".utf8)
  private static let tagEnd = Array(">".utf8)
  private static let array = Array("array".utf8)
  private static let dict = Array("dict".utf8)
  private static let plist = Array("plist".utf8)

  private mutating func run(file: String) -> Diagnostic? {
    var objects = 0
    var depth = 0
    while let (kind, start) = nextTag() {
      switch kind {
      case .closesContainer:
        depth -= 1
        continue
      case .other:
        continue
      case .opensContainer:
        depth += 1
      case .element:
        break
      }
      objects += 1
      if objects > limits.objects {
        return .error(at: location(of: start, file), limits.tooManyObjects())
      }
      if depth > limits.depth {
        return .error(at: location(of: start, file), limits.tooDeep)
      }
    }
    return nil
  }

  /// Where the byte at `offset` is: its line, and its column in
  /// characters (UTF-8 lead bytes).
  private func location(of offset: Int, _ file: String) -> SourceLocation {
    var line = 1
    var column = 1
    for byte in bytes[..<offset] {
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return SourceLocation(file: file, line: line, column: column)
  }

  /// The kind and offset of the next start or end tag, past any comment,
  /// `CDATA` section, declaration or processing instruction.
  private mutating func nextTag() -> (Kind, Int)? {
    while let start = find(UInt8(ascii: "<")) {
      index = start + 1
      let next = index < bytes.count ? bytes[index] : 0
      if next == UInt8(ascii: "!") || next == UInt8(ascii: "?") {
        if matches(Self.comment) {
          skip(past: Self.commentEnd)
        } else if matches(Self.cdata) {
          skip(past: Self.cdataEnd)
        } else {
          skip(past: Self.tagEnd)
        }
        continue
      }
      let kind = self.kind()
      skip(past: Self.tagEnd)
      let selfClosing = index >= 2 && bytes[index - 2] == UInt8(ascii: "/")
      return (kind == .opensContainer && selfClosing ? .element : kind, start)
    }
    return nil
  }

  /// The kind of the tag whose name starts at `index`.
  private func kind() -> Kind {
    let closing = index < bytes.count && bytes[index] == UInt8(ascii: "/")
    let name = closing ? index + 1 : index
    var end = name
    while end < bytes.count, Self.isNameByte(bytes[end]) { end += 1 }
    let container = equals(name, end, Self.array) || equals(name, end, Self.dict)
    if closing { return container ? .closesContainer : .other }
    if container { return .opensContainer }
    return end == name || equals(name, end, Self.plist) ? .other : .element
  }

  /// Whether the bytes from `start` to `end` are `word`.
  private func equals(_ start: Int, _ end: Int, _ word: [UInt8]) -> Bool {
    guard end - start == word.count else { return false }
    for offset in 0..<word.count where bytes[start + offset] != word[offset] { return false }
    return true
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    byte != UInt8(ascii: ">") && byte != UInt8(ascii: "/") && byte != 0x20 && byte != 0x09
      && byte != 0x0A && byte != 0x0D
  }

  /// The offset of the next `byte` from `index`, or nil.
  private func find(_ byte: UInt8) -> Int? {
    guard index < bytes.count, let base = bytes.baseAddress,
      let found = memchr(base + index, Int32(byte), bytes.count - index)
    else { return nil }
    return UnsafeRawPointer(found) - UnsafeRawPointer(base)
  }

  /// Whether the bytes at `index` are `word`.
  private func matches(_ word: [UInt8]) -> Bool {
    index + word.count <= bytes.count && equals(index, index + word.count, word)
  }

  /// Moves past the next `end`, or to the end of the file.
  private mutating func skip(past end: [UInt8]) {
    while let found = find(end[0]) {
      index = found
      if matches(end) {
        index += end.count
        return
      }
      index += 1
    }
    index = bytes.count
  }
}
