import RuleLanguage

extension BindingSchema {
  /// An object of a type the schema declares, in the schema's layout for it,
  /// so that the packs' expressions (checked against this schema) read its
  /// fields by slot. Null fields are left out, as if absent.
  static func object(_ type: String, _ fields: KeyValuePairs<String, Value>) -> Value {
    guard let layout = schema.layout(of: type) else {
      return .object(type, fields: Dictionary(fields.filter { !$0.value.isNull }) { $1 })
    }
    return .object(layout, fields)
  }

  /// An object of a type the schema declares, from fields gathered in a
  /// dictionary; as ``object(_:_:)-swift.type.method`` otherwise.
  static func object(_ type: String, fields: [String: Value]) -> Value {
    guard let layout = schema.layout(of: type) else {
      return .object(type, fields: fields.filter { !$0.value.isNull })
    }
    return .object(ObjectValue(layout: layout, fields: fields))
  }
}
