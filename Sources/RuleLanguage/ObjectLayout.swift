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
  private let slots: [String: Int]

  /// A layout for `typeName` holding `fieldNames` (sorted, duplicates
  /// dropped).
  public init(typeName: String, fieldNames: some Sequence<String>) {
    self.typeName = typeName
    let names = Array(Set(fieldNames)).sorted()
    self.fieldNames = names
    var slots: [String: Int] = [:]
    slots.reserveCapacity(names.count)
    for (index, name) in names.enumerated() { slots[name] = index }
    self.slots = slots
  }

  /// The slot of the field `name`, or nil when the layout has no such field.
  public func slot(of name: String) -> Int? { slots[name] }

  /// The number of fields.
  public var count: Int { fieldNames.count }
}

/// A field resolved by the checker: the layout it was resolved in and the
/// field's slot there.
struct FieldSlot: Sendable {
  let layout: ObjectLayout
  let index: Int
}
