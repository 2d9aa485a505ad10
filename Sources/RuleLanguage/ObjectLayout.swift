import BinaryCoding

/// The fixed field layout of one object type: its field names, sorted, each
/// at a slot index. A ``Schema`` makes one layout per declared type; values
/// built with that layout (``ObjectValue``) are read by checked expressions
/// at the slot the checker resolved, with no lookup by name. A value built
/// with any other layout still reads correctly, by name.
public final class ObjectLayout: Sendable {
  /// The object type's name.
  public let typeName: String
  /// The field names, sorted; a field's slot is its index here.
  public let fieldNames: [String]
  private let slots: FieldNameTable

  /// A layout for `typeName` holding `fieldNames` (sorted, duplicates
  /// dropped).
  public init(typeName: String, fieldNames: some Sequence<String>) {
    self.typeName = typeName
    let names = Array(Set(fieldNames)).sorted()
    self.fieldNames = names
    self.slots = FieldNameTable(names)
  }

  /// The slot of the field `name`, or nil when the layout has no such field.
  public func slot(of name: String) -> Int? { slots.index(of: name, in: fieldNames) }

  /// The number of fields.
  public var count: Int { fieldNames.count }
}

/// Where each of a layout's field names sits, for the reads by name that
/// host functions and value builders make at every call. A layout of up to
/// `smallLimit` ASCII names (every declared type) is an open-addressed table
/// keyed by an FNV-1a hash of the name's bytes, a fraction of the cost of
/// the seeded SipHash over normalised text a `Dictionary` computes; names
/// chosen to collide make a lookup at most `smallLimit` comparisons. ASCII
/// strings are equal exactly when their bytes are, so the table finds what
/// a `Dictionary` would; a name with other characters (which may equal an
/// ASCII one canonically, as the Kelvin sign does "K") is compared with
/// each field by `==`. A larger layout, or one with non-ASCII names (from
/// the data), keeps a `Dictionary`.
private enum FieldNameTable: Sendable {
  case small(indices: [Int32], mask: Int)
  case large([String: Int])

  static let smallLimit = 64

  init(_ names: [String]) {
    let hashes = names.compactMap(Self.asciiHash)
    guard names.count <= Self.smallLimit, hashes.count == names.count else {
      var slots: [String: Int] = [:]
      slots.reserveCapacity(names.count)
      for (index, name) in names.enumerated() { slots[name] = index }
      self = .large(slots)
      return
    }
    var size = 4
    while size < names.count * 2 { size *= 2 }
    var indices = [Int32](repeating: -1, count: size)
    for (index, hash) in hashes.enumerated() {
      var position = hash & (size - 1)
      while indices[position] >= 0 { position = (position + 1) & (size - 1) }
      indices[position] = Int32(index)
    }
    self = .small(indices: indices, mask: size - 1)
  }

  func index(of name: String, in names: [String]) -> Int? {
    switch self {
    case .large(let slots): return slots[name]
    case .small(let indices, let mask):
      guard let hash = Self.asciiHash(name) else { return names.firstIndex(of: name) }
      var position = hash & mask
      while true {
        let index = Int(indices[position])
        if index < 0 { return nil }
        if names[index] == name { return index }
        position = (position + 1) & mask
      }
    }
  }

  /// FNV-1a over the name's UTF-8, folded to a non-negative Int; nil when
  /// the name is not all ASCII.
  static func asciiHash(_ name: String) -> Int? {
    func hash(_ bytes: some Sequence<UInt8>) -> Int? {
      guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
      let hash = FNV1a.hash(bytes)
      return Int(truncatingIfNeeded: (hash ^ (hash >> 32)) & 0x7fff_ffff)
    }
    return name.utf8.withContiguousStorageIfAvailable { hash($0) } ?? hash(name.utf8)
  }
}

/// A field resolved by the checker: the layout it was resolved in and the
/// field's slot there.
struct FieldSlot: Sendable {
  let layout: ObjectLayout
  let index: Int
}
