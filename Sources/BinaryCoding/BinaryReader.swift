/// Why bytes could not be read back: they end early, or hold a value no
/// ``BinaryWriter`` writes. Readers of untrusted bytes (a cache file anyone
/// may have changed) treat either as "no usable data", never as a crash.
public struct BinaryReadError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What was wrong, for logs and tests.
  public var message: String
  /// Where in the bytes.
  public var offset: Int

  /// An error at `offset`.
  public init(_ message: String, at offset: Int) {
    self.message = message
    self.offset = offset
  }

  public var description: String { "\(message) (at byte \(offset))" }
}

/// Reads what a ``BinaryWriter`` wrote, checking every length against the
/// bytes that remain, so that no input makes it read out of bounds or
/// allocate more than the input's size.
public struct BinaryReader: Sendable {
  @usableFromInline let bytes: [UInt8]
  /// The offset of the next byte to read.
  public var offset: Int { position }
  @usableFromInline var position: Int
  /// How deep nested values may go (see ``enter()``).
  public static let maximumDepth = 500
  @usableFromInline var depth = 0

  /// A reader of `bytes`, from `offset`.
  @inlinable
  public init(_ bytes: [UInt8], offset: Int = 0) {
    self.bytes = bytes
    self.position = offset
  }

  /// Whether every byte has been read.
  @inlinable
  public var isAtEnd: Bool { position == bytes.count }

  /// An error at the current position.
  @inlinable
  public func error(_ message: String) -> BinaryReadError {
    BinaryReadError(message, at: position)
  }

  /// Reads an unsigned varint.
  @inlinable
  public mutating func readUInt64() throws(BinaryReadError) -> UInt64 {
    var value: UInt64 = 0
    var shift: UInt64 = 0
    while true {
      guard position < bytes.count else { throw error("the data ends inside a number") }
      let byte = bytes[position]
      position += 1
      guard shift < 64 else { throw error("a number is longer than 64 bits") }
      value |= UInt64(byte & 0x7F) << shift
      if byte < 0x80 { return value }
      shift += 7
    }
  }

  /// Reads a zig-zagged signed varint.
  @inlinable
  public mutating func readInt() throws(BinaryReadError) -> Int {
    let raw = try readUInt64()
    let wide = Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1)))
    guard let value = Int(exactly: wide) else { throw error("a number is out of range") }
    return value
  }

  /// Reads a count or length, which must fit in the bytes that remain
  /// when each element takes at least `minimumSize` bytes.
  @inlinable
  public mutating func readCount(minimumSize: Int = 1) throws(BinaryReadError) -> Int {
    let raw = try readUInt64()
    let remaining = bytes.count - position
    guard raw <= UInt64(remaining / max(1, minimumSize)) else {
      throw error("a count of \(raw) is more than the data holds")
    }
    return Int(raw)
  }

  /// Reads a Boolean byte.
  @inlinable
  public mutating func readBool() throws(BinaryReadError) -> Bool {
    guard position < bytes.count else { throw error("the data ends inside a Boolean") }
    let byte = bytes[position]
    position += 1
    guard byte <= 1 else { throw error("\(byte) is no Boolean") }
    return byte == 1
  }

  /// Reads a double.
  @inlinable
  public mutating func readDouble() throws(BinaryReadError) -> Double {
    guard bytes.count - position >= 8 else { throw error("the data ends inside a number") }
    var bits: UInt64 = 0
    for index in 0..<8 { bits |= UInt64(bytes[position + index]) << (8 * UInt64(index)) }
    position += 8
    return Double(bitPattern: bits)
  }

  /// Reads a run of bytes.
  @inlinable
  public mutating func readBytes() throws(BinaryReadError) -> [UInt8] {
    let count = try readCount()
    defer { position += count }
    return Array(bytes[position..<(position + count)])
  }

  /// Reads a string.
  @inlinable
  public mutating func readString() throws(BinaryReadError) -> String {
    let count = try readCount()
    let start = position
    position += count
    // Invalid UTF-8 (only in damaged bytes, which the cache's checksum
    // rejects first) is repaired, never trusted.
    return bytes.withUnsafeBufferPointer { buffer in
      String(
        decoding: UnsafeBufferPointer(rebasing: buffer[start..<(start + count)]), as: UTF8.self)
    }
  }

  /// Reads an optional string.
  @inlinable
  public mutating func readOptionalString() throws(BinaryReadError) -> String? {
    try readBool() ? try readString() : nil
  }

  /// Reads an optional value.
  @inlinable
  public mutating func readOptional<Value>(
    _ readValue: (inout BinaryReader) throws(BinaryReadError) -> Value
  ) throws(BinaryReadError) -> Value? {
    try readBool() ? try readValue(&self) : nil
  }

  /// Reads a list.
  @inlinable
  public mutating func readArray<Element>(
    _ readElement: (inout BinaryReader) throws(BinaryReadError) -> Element
  ) throws(BinaryReadError) -> [Element] {
    let count = try readCount()
    var elements: [Element] = []
    elements.reserveCapacity(count)
    for _ in 0..<count { elements.append(try readElement(&self)) }
    return elements
  }

  /// Reads a list of strings.
  @inlinable
  public mutating func readStrings() throws(BinaryReadError) -> [String] {
    try readArray { reader throws(BinaryReadError) in try reader.readString() }
  }

  /// Reads a string-keyed dictionary; a repeated key is an error.
  @inlinable
  public mutating func readDictionary<Value>(
    _ readValue: (inout BinaryReader) throws(BinaryReadError) -> Value
  ) throws(BinaryReadError) -> [String: Value] {
    let count = try readCount(minimumSize: 2)
    var dictionary: [String: Value] = [:]
    dictionary.reserveCapacity(count)
    for _ in 0..<count {
      let key = try readString()
      guard dictionary.updateValue(try readValue(&self), forKey: key) == nil else {
        throw error("the key '\(key.prefix(40))' is repeated")
      }
    }
    return dictionary
  }

  /// Reads a dictionary keyed by a fixed set, written as the string-keyed
  /// dictionary of its raw values; a key outside the set is an error.
  @inlinable
  public mutating func readDictionary<Key: RawRepresentable, Value>(
    keyedBy type: Key.Type,
    _ readValue: (inout BinaryReader) throws(BinaryReadError) -> Value
  ) throws(BinaryReadError) -> [Key: Value] where Key.RawValue == String {
    var dictionary: [Key: Value] = [:]
    for (raw, value) in try readDictionary(readValue) {
      guard let key = Key(rawValue: raw) else {
        throw error("'\(raw.prefix(40))' is no \(Key.self)")
      }
      dictionary[key] = value
    }
    return dictionary
  }

  /// Reads a value of a fixed set, by its raw value.
  @inlinable
  public mutating func readCase<Case: RawRepresentable>(_ type: Case.Type) throws(BinaryReadError)
    -> Case where Case.RawValue == String
  {
    let raw = try readString()
    guard let value = Case(rawValue: raw) else {
      throw error("'\(raw.prefix(40))' is no \(Case.self)")
    }
    return value
  }

  /// Marks the start of a nested value; throws past ``maximumDepth``, so
  /// that hostile nesting ends in an error rather than a stack overflow.
  /// Call ``leave()`` when it is read.
  @inlinable
  public mutating func enter() throws(BinaryReadError) {
    depth += 1
    guard depth <= Self.maximumDepth else { throw error("values nest too deep") }
  }

  /// Marks the end of a nested value.
  @inlinable
  public mutating func leave() { depth -= 1 }
}
