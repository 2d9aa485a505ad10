/// Writes values into a compact byte buffer: integers as LEB128 varints
/// (signed ones zig-zagged), strings and byte runs with their length first.
/// What ``BinaryReader`` reads back, in the same order.
public struct BinaryWriter: Sendable {
  /// The bytes written so far.
  public var bytes: [UInt8] { buffer }
  @usableFromInline var buffer: [UInt8] = []

  /// An empty writer.
  @inlinable
  public init() {}

  /// Writes an unsigned integer in 1–10 bytes.
  @inlinable
  public mutating func write(_ value: UInt64) {
    var rest = value
    while rest >= 0x80 {
      buffer.append(UInt8(truncatingIfNeeded: rest) | 0x80)
      rest >>= 7
    }
    buffer.append(UInt8(rest))
  }

  /// Writes a signed integer, zig-zagged so that small negative numbers
  /// stay short.
  @inlinable
  public mutating func write(_ value: Int) {
    let wide = Int64(value)
    write(UInt64(bitPattern: (wide << 1) ^ (wide >> 63)))
  }

  /// Writes a Boolean as one byte.
  @inlinable
  public mutating func write(_ value: Bool) {
    buffer.append(value ? 1 : 0)
  }

  /// Writes a double's bit pattern, little-endian.
  @inlinable
  public mutating func write(_ value: Double) {
    var bits = value.bitPattern
    for _ in 0..<8 {
      buffer.append(UInt8(truncatingIfNeeded: bits))
      bits >>= 8
    }
  }

  /// Writes a string's UTF-8 bytes, length first.
  @inlinable
  public mutating func write(_ value: String) {
    var value = value
    value.withUTF8 { utf8 in
      write(UInt64(utf8.count))
      buffer.append(contentsOf: utf8)
    }
  }

  /// Writes a run of bytes, length first.
  @inlinable
  public mutating func write(bytes run: [UInt8]) {
    write(UInt64(run.count))
    buffer.append(contentsOf: run)
  }

  /// Writes an optional: a presence byte, then the value.
  @inlinable
  public mutating func write<Value>(
    _ value: Value?, _ writeValue: (inout BinaryWriter, Value) -> Void
  ) {
    write(value != nil)
    if let value { writeValue(&self, value) }
  }

  /// Writes an optional string.
  @inlinable
  public mutating func write(_ value: String?) {
    write(value) { $0.write($1) }
  }

  /// Writes a sequence: its count, then each element.
  @inlinable
  public mutating func write<Element>(
    _ elements: [Element], _ writeElement: (inout BinaryWriter, Element) -> Void
  ) {
    write(UInt64(elements.count))
    for element in elements { writeElement(&self, element) }
  }

  /// Writes a value of a fixed set by its raw value.
  @inlinable
  public mutating func write<Case: RawRepresentable>(case value: Case)
  where Case.RawValue == String {
    write(value.rawValue)
  }

  /// Writes a list of strings.
  @inlinable
  public mutating func write(_ strings: [String]) {
    write(strings) { $0.write($1) }
  }

  /// Writes a string-keyed dictionary sorted by key, so that equal
  /// dictionaries give equal bytes.
  @inlinable
  public mutating func write<Value>(
    _ dictionary: [String: Value], _ writeValue: (inout BinaryWriter, Value) -> Void
  ) {
    write(UInt64(dictionary.count))
    for (key, value) in dictionary.sorted(by: { $0.key < $1.key }) {
      write(key)
      writeValue(&self, value)
    }
  }

  /// Writes a dictionary keyed by a fixed set, as the string-keyed
  /// dictionary of its raw values (the same bytes).
  @inlinable
  public mutating func write<Key: RawRepresentable, Value>(
    _ dictionary: [Key: Value], _ writeValue: (inout BinaryWriter, Value) -> Void
  ) where Key.RawValue == String {
    write(
      Dictionary(uniqueKeysWithValues: dictionary.map { ($0.key.rawValue, $0.value) }), writeValue)
  }
}
