/// One field of an object type.
public struct FieldDeclaration: Sendable, Hashable {
  /// The field's type.
  public var type: RuleType
  /// Whether the field may be absent (reading it then gives null).
  public var isOptional: Bool

  /// Declares a field.
  public init(_ type: RuleType, optional: Bool = false) {
    self.type = type
    self.isOptional = optional
  }
}

/// An object type the host declares: a name and its fields.
public struct ObjectType: Sendable, Hashable {
  /// The type's name, as `RuleType.object(name)` refers to it.
  public var name: String
  /// The fields by name.
  public var fields: [String: FieldDeclaration]

  /// Declares a type from its field declarations.
  public init(_ name: String, fields: [String: FieldDeclaration]) {
    self.name = name
    self.fields = fields
  }

  /// Declares a type from field types, naming the fields that may be absent.
  public init(_ name: String, fields: [String: RuleType], optional: Set<String> = []) {
    self.name = name
    self.fields = fields.reduce(into: [:]) { result, field in
      result[field.key] = FieldDeclaration(field.value, optional: optional.contains(field.key))
    }
  }
}

/// The object types expressions can refer to. Each declared type gets a
/// fixed field layout (``ObjectLayout``): expressions checked against the
/// schema read a field of an object built with that layout by its slot.
public struct Schema: Sendable, Hashable {
  /// The declared types by name.
  public private(set) var objects: [String: ObjectType]
  /// The layout of each declared type, made when it is declared.
  private var layouts: [String: ObjectLayout] = [:]

  /// A schema holding the given types.
  public init(_ objects: [ObjectType] = []) {
    self.objects = [:]
    for object in objects { declare(object) }
  }

  /// Adds a type, replacing any type of the same name (and its layout).
  public mutating func declare(_ object: ObjectType) {
    objects[object.name] = object
    layouts[object.name] = ObjectLayout(typeName: object.name, fieldNames: object.fields.keys)
  }

  /// The type with this name, if declared.
  public subscript(name: String) -> ObjectType? { objects[name] }

  /// The field layout of the type with this name, if declared: build values
  /// of the type with it (``Value/object(_:_:)``) for expressions checked
  /// against this schema to read their fields by slot.
  public func layout(of name: String) -> ObjectLayout? { layouts[name] }

  /// Schemas are equal when they declare the same types.
  public static func == (lhs: Schema, rhs: Schema) -> Bool { lhs.objects == rhs.objects }

  /// Hashes the declared types.
  public func hash(into hasher: inout Hasher) { hasher.combine(objects) }
}
