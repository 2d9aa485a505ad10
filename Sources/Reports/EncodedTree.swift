/// An `Encodable` value encoded into a tree of objects, lists and
/// scalars, which the report writers then read: `MustacheValueEncoder`
/// for template data, `JSONText` for JSON text. One tree serves both, so
/// the two read a value's `encode(to:)` alike (absent optionals are
/// missing keys, a key encoded twice keeps its last value).
struct EncodedTree {
  /// A scalar as `encode(to:)` gave it.
  enum Scalar {
    case string(String)
    case bool(Bool)
    case int(Int)
    /// A floating-point number, or an integer too wide for `Int`.
    case double(Double)
    case null
  }

  /// A node as read back: a scalar, an object or a list.
  enum Content {
    case scalar(Scalar)
    /// The members in the order they were encoded; a key encoded twice is
    /// here twice, and its last value is the one that counts (`members`).
    case object([(key: String, node: EncodedNode)])
    case list([EncodedNode])
  }

  /// An object's members, each key once with its last value, in the
  /// order of the keys' UTF-8 bytes (the JSON writer's order).
  static func members(_ fields: [(key: String, node: EncodedNode)]) -> [(
    key: String, node: EncodedNode
  )] {
    // Stable, so of the members with one key the last encoded is last.
    let sorted = fields.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
    // Each key is encoded once but for rare `encode(to:)`s: only those pay
    // for a second array.
    guard sorted.indices.dropFirst().contains(where: { sorted[$0 - 1].key == sorted[$0].key })
    else { return sorted }
    var members: [(key: String, node: EncodedNode)] = []
    members.reserveCapacity(sorted.count)
    for field in sorted {
      if let last = members.last, last.key == field.key {
        members[members.count - 1] = field
      } else {
        members.append(field)
      }
    }
    return members
  }

  let root: EncodedNode

  /// Encodes `value`; throws what its `encode(to:)` throws.
  init<Value: Encodable>(_ value: Value) throws {
    root = EncodedNode()
    try root.store(value, codingPath: [])
  }
}

/// One value being encoded: a scalar, or an object or list whose members
/// are filled in as the containers ask for them.
final class EncodedNode {
  /// Nil until `encode(to:)` gives the node a value.
  private var content: EncodedTree.Content?

  /// What was encoded here; an empty `encode(to:)` is an empty object, as
  /// JSON gives it.
  var encoded: EncodedTree.Content { content ?? .object([]) }

  func set(_ value: EncodedTree.Scalar) { content = .scalar(value) }

  /// Encodes `value` into this node, scalars directly and anything else
  /// through its own `encode(to:)`. The coding path is made only for the
  /// latter: most members are scalars, and none of them asks for it.
  func store<Value: Encodable>(_ value: Value, codingPath: @autoclosure () -> [any CodingKey])
    throws
  {
    if let scalar = Self.scalar(value) {
      set(scalar)
    } else {
      try value.encode(to: NodeEncoder(node: self, codingPath: codingPath()))
    }
  }

  /// `value` as a scalar when its type is one of the standard library's
  /// that encode as one. Told apart by their metatypes: a cast to `any
  /// BinaryInteger` asks the runtime for a conformance at every value, and
  /// most values (the reports' structs) have none. Every numeric type of a
  /// single-value container is here, since the containers' generic
  /// `encode` stands in for their per-type ones.
  private static func scalar<Value>(_ value: Value) -> EncodedTree.Scalar? {
    func integer<Number: BinaryInteger>(_: Number.Type) -> EncodedTree.Scalar {
      let number = unsafeBitCast(value, to: Number.self)
      // `int` when it fits, as JSON reads it back.
      return Int(exactly: number).map(EncodedTree.Scalar.int) ?? .double(Double(number))
    }
    switch ObjectIdentifier(Value.self) {
    case ObjectIdentifier(String.self): return .string(unsafeBitCast(value, to: String.self))
    case ObjectIdentifier(Bool.self): return .bool(unsafeBitCast(value, to: Bool.self))
    case ObjectIdentifier(Int.self): return .int(unsafeBitCast(value, to: Int.self))
    case ObjectIdentifier(Double.self): return .double(unsafeBitCast(value, to: Double.self))
    case ObjectIdentifier(Float.self): return .double(Double(unsafeBitCast(value, to: Float.self)))
    case ObjectIdentifier(Int8.self): return integer(Int8.self)
    case ObjectIdentifier(Int16.self): return integer(Int16.self)
    case ObjectIdentifier(Int32.self): return integer(Int32.self)
    case ObjectIdentifier(Int64.self): return integer(Int64.self)
    case ObjectIdentifier(UInt.self): return integer(UInt.self)
    case ObjectIdentifier(UInt8.self): return integer(UInt8.self)
    case ObjectIdentifier(UInt16.self): return integer(UInt16.self)
    case ObjectIdentifier(UInt32.self): return integer(UInt32.self)
    case ObjectIdentifier(UInt64.self): return integer(UInt64.self)
    case ObjectIdentifier(Int128.self): return integer(Int128.self)
    case ObjectIdentifier(UInt128.self): return integer(UInt128.self)
    default: return nil
    }
  }

  func makeObject() {
    if case .object = content { return }
    content = .object([])
  }

  func makeList() {
    if case .list = content { return }
    content = .list([])
  }

  /// A new member under `key` (standing for one of the same name encoded
  /// before: readers take the last, see `EncodedTree.members`). Appended,
  /// not hashed: an object's keys are few, and each is encoded once.
  func child(forKey key: String) -> EncodedNode {
    makeObject()
    let node = EncodedNode()
    if case .object(var fields) = content {
      content = nil  // keep the array uniquely referenced
      fields.append((key, node))
      content = .object(fields)
    }
    return node
  }

  /// A new last item.
  func appendChild() -> EncodedNode {
    makeList()
    let node = EncodedNode()
    if case .list(var items) = content {
      content = nil
      items.append(node)
      content = .list(items)
    }
    return node
  }

  var count: Int {
    if case .list(let items) = content { return items.count }
    return 0
  }
}

private struct NodeEncoder: Encoder {
  let node: EncodedNode
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    node.makeObject()
    return KeyedEncodingContainer(ObjectContainer<Key>(node: node, codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    node.makeList()
    return ListContainer(node: node, codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    ScalarContainer(node: node, codingPath: codingPath)
  }
}

private struct ObjectContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let node: EncodedNode
  let codingPath: [any CodingKey]

  mutating func encodeNil(forKey key: Key) throws {
    node.child(forKey: key.stringValue).set(.null)
  }

  mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
    try node.child(forKey: key.stringValue).store(value, codingPath: codingPath + [key])
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    let child = node.child(forKey: key.stringValue)
    child.makeObject()
    return KeyedEncodingContainer(
      ObjectContainer<NestedKey>(node: child, codingPath: codingPath + [key]))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let child = node.child(forKey: key.stringValue)
    child.makeList()
    return ListContainer(node: child, codingPath: codingPath + [key])
  }

  mutating func superEncoder() -> any Encoder {
    NodeEncoder(node: node.child(forKey: "super"), codingPath: codingPath)
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    NodeEncoder(node: node.child(forKey: key.stringValue), codingPath: codingPath + [key])
  }
}

private struct ListContainer: UnkeyedEncodingContainer {
  let node: EncodedNode
  let codingPath: [any CodingKey]
  var count: Int { node.count }

  mutating func encodeNil() throws { node.appendChild().set(.null) }

  mutating func encode<Value: Encodable>(_ value: Value) throws {
    try node.appendChild().store(value, codingPath: codingPath)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    let child = node.appendChild()
    child.makeObject()
    return KeyedEncodingContainer(ObjectContainer<NestedKey>(node: child, codingPath: codingPath))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let child = node.appendChild()
    child.makeList()
    return ListContainer(node: child, codingPath: codingPath)
  }

  mutating func superEncoder() -> any Encoder {
    NodeEncoder(node: node.appendChild(), codingPath: codingPath)
  }
}

private struct ScalarContainer: SingleValueEncodingContainer {
  let node: EncodedNode
  let codingPath: [any CodingKey]

  mutating func encodeNil() throws { node.set(.null) }

  mutating func encode<Value: Encodable>(_ value: Value) throws {
    try node.store(value, codingPath: codingPath)
  }
}
