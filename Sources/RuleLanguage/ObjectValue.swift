/// An instance of an object type: one value per field of its
/// ``ObjectLayout``, in slot order. A field holding null and a field the
/// value leaves out are the same thing: both read as null, and neither is
/// listed, compared or printed.
public struct ObjectValue: Sendable {
  /// The layout the slots follow.
  public let layout: ObjectLayout
  /// The field values, one per field of `layout`.
  public private(set) var slots: [Value]

  /// An object of `layout` with every field null.
  public init(layout: ObjectLayout) {
    self.layout = layout
    self.slots = .nulls(layout.count)
  }

  /// An object of `layout` with the given fields; a field the layout lacks
  /// gives the object a layout of its own that has it (read by name, so
  /// still correct, only slower).
  public init(layout: ObjectLayout, fields: some Sequence<(String, Value)>) {
    self.init(layout: layout)
    for (name, value) in fields { self[name] = value }
  }

  /// An object of `layout` with the fields of a dictionary, as the
  /// initializer taking a sequence of pairs gives them. Not generic, so
  /// that a caller in another module needs no generic metadata (nor the
  /// runtime's search for its conformances) to call it.
  public init(layout: ObjectLayout, fields: [String: Value]) {
    self.init(layout: layout)
    for (name, value) in fields { self[name] = value }
  }

  /// An object of type `typeName` laid out by its own fields.
  public init(typeName: String, fields: [String: Value]) {
    self.init(
      layout: ObjectLayout(typeName: typeName, fieldNames: fields.keys),
      fields: fields.lazy.map { ($0.key, $0.value) })
  }

  /// The object type's name.
  public var typeName: String { layout.typeName }

  /// The value of a field, or nil when the layout has no such field (a
  /// field of the layout may hold null). Setting a field the layout lacks
  /// moves the object to a layout that has it.
  public subscript(name: String) -> Value? {
    get { layout.slot(of: name).map { slots[$0] } }
    set {
      let value = newValue ?? .null
      if let slot = layout.slot(of: name) {
        slots[slot] = value
        return
      }
      guard !value.isNull else { return }
      var current = fields
      current.append((name, value))
      self = ObjectValue(
        layout: ObjectLayout(typeName: layout.typeName, fieldNames: current.map(\.name)),
        fields: current)
    }
  }

  /// The value at a slot the checker resolved in `expected`: read directly
  /// when this object has that layout, by name otherwise.
  @inline(__always)
  func value(at slot: FieldSlot, named name: String) -> Value {
    if layout === slot.layout { return slots[slot.index] }
    return self[name] ?? .null
  }

  /// The fields that hold a value (not null), by name.
  public var fields: [(name: String, value: Value)] {
    var result: [(name: String, value: Value)] = []
    result.reserveCapacity(slots.count)
    for (name, value) in zip(layout.fieldNames, slots) where !value.isNull {
      result.append((name, value))
    }
    return result
  }

  /// The fields that hold a value, as a dictionary.
  public var fieldDictionary: [String: Value] {
    var result: [String: Value] = [:]
    result.reserveCapacity(slots.count)
    for (name, value) in zip(layout.fieldNames, slots) where !value.isNull {
      result[name] = value
    }
    return result
  }
}

extension ObjectValue: Hashable {
  /// Structural equality: the same type and the same non-null fields with
  /// structurally equal values, whatever the layouts.
  public static func == (lhs: ObjectValue, rhs: ObjectValue) -> Bool {
    if lhs.layout === rhs.layout { return lhs.slots == rhs.slots }
    guard lhs.typeName == rhs.typeName else { return false }
    let left = lhs.fields
    let right = rhs.fields
    return left.count == right.count
      && zip(left, right).allSatisfy { $0.name == $1.name && $0.value == $1.value }
  }

  /// Hashes the type name and the non-null fields, so that equal objects of
  /// different layouts hash alike.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(typeName)
    for (name, value) in zip(layout.fieldNames, slots) where !value.isNull {
      hasher.combine(name)
      hasher.combine(value)
    }
  }
}
