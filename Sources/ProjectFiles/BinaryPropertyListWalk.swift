import Diagnostics

/// Walks a binary property list's object graph from its top object the way
/// decoding does — a shared object once for each reference to it — counting
/// the objects reached, how deep arrays, sets and dictionaries nest and
/// whether one holds itself, and stops at the first limit passed. It reads
/// only markers and references; anything it can't make sense of is left to
/// Foundation, which reports damage.
struct BinaryPropertyListWalk {
  private let bytes: [UInt8]
  private let offsetSize: Int
  private let referenceSize: Int
  private let objectCount: Int
  private let top: Int
  private let tableStart: Int
  private let limits: PropertyListLimits
  private var visited = 0
  private var open: Set<Int> = []

  /// Why the walk stopped.
  private enum Stop: Error {
    /// A limit passed, or a cycle, at this object.
    case problem(String, object: Int)
    /// Something the walk can't read; Foundation says what.
    case damaged
  }

  /// A walk over `bytes`, or nil when its trailer isn't sound.
  init?(_ bytes: [UInt8], limits: PropertyListLimits) {
    guard bytes.count >= 8 + 32 else { return nil }
    let trailer = bytes.count - 32
    offsetSize = Int(bytes[trailer + 6])
    referenceSize = Int(bytes[trailer + 7])
    let count = Self.number(bytes[(trailer + 8)..<(trailer + 16)])
    let top = Self.number(bytes[(trailer + 16)..<(trailer + 24)])
    let table = Self.number(bytes[(trailer + 24)..<(trailer + 32)])
    guard (1...8).contains(offsetSize), (1...8).contains(referenceSize),
      let count, let top, let table, count > 0, top < count, table >= 8, table < trailer,
      count <= (trailer - table) / offsetSize
    else { return nil }
    self.bytes = bytes
    self.limits = limits
    self.objectCount = count
    self.top = top
    self.tableStart = table
  }

  /// The error for the first limit passed, or nil.
  func problem(file: String) -> Diagnostic? {
    var walk = self
    do {
      try walk.visit(top, depth: 0)
      return nil
    } catch {
      guard case .problem(let message, let object) = error else { return nil }
      let place = walk.offset(of: object).map { ", byte \($0)" } ?? ""
      return .error(
        at: .file(file),
        "binary property list: \(message) (stopped at object \(object)\(place))")
    }
  }

  /// Reaches object `object`, then what it holds, `depth` containers deep.
  private mutating func visit(_ object: Int, depth: Int) throws(Stop) {
    visited += 1
    if visited > limits.objects {
      throw .problem(
        limits.tooManyObjects(
          counting: "keys and values, a shared one counted each time it is reached"),
        object: object)
    }
    guard let references = try children(of: object) else { return }
    if depth + 1 > limits.depth {
      throw .problem(limits.tooDeep, object: object)
    }
    guard open.insert(object).inserted else {
      throw .problem(
        "an array, set or dictionary holds itself, so decoding it would never end", object: object)
    }
    var position = references.start
    for _ in 0..<references.count {
      guard let child = Self.number(bytes[position..<(position + referenceSize)]),
        child < objectCount
      else { throw .damaged }
      try visit(child, depth: depth + 1)
      position += referenceSize
    }
    open.remove(object)
  }

  /// Where the references of a container object start and how many there
  /// are (twice the entries of a dictionary), or nil for any other object.
  private func children(of object: Int) throws(Stop) -> (start: Int, count: Int)? {
    guard let offset = offset(of: object), offset < tableStart else { throw .damaged }
    let marker = bytes[offset]
    // Arrays (0xA), ordered sets (0xB), sets (0xC) and dictionaries (0xD).
    guard (0xA...0xD).contains(marker >> 4) else { return nil }
    var start = offset + 1
    var count = Int(marker & 0x0F)
    if count == 0x0F {
      // The count follows as an integer object: 0x1n, then 2^n bytes.
      guard start < tableStart, bytes[start] >> 4 == 0x1, bytes[start] & 0x0F <= 3 else {
        throw .damaged
      }
      let size = 1 << Int(bytes[start] & 0x0F)
      guard start + 1 + size <= tableStart,
        let value = Self.number(bytes[(start + 1)..<(start + 1 + size)])
      else { throw .damaged }
      count = value
      start += 1 + size
    }
    let references =
      marker >> 4 == 0xD
      ? count.multipliedReportingOverflow(by: 2) : (partialValue: count, overflow: false)
    guard !references.overflow,
      references.partialValue <= (tableStart - start) / referenceSize
    else { throw .damaged }
    return (start, references.partialValue)
  }

  /// The byte offset of object `object`, from the offset table.
  private func offset(of object: Int) -> Int? {
    guard object < objectCount else { return nil }
    let start = tableStart + object * offsetSize
    return Self.number(bytes[start..<(start + offsetSize)])
  }

  /// A big-endian unsigned number, or nil when it doesn't fit an `Int`.
  private static func number(_ bytes: ArraySlice<UInt8>) -> Int? {
    var value: UInt64 = 0
    for byte in bytes {
      guard value >> 56 == 0 else { return nil }
      value = value << 8 | UInt64(byte)
    }
    return value <= UInt64(Int.max) ? Int(value) : nil
  }
}
