import Diagnostics

/// One node of a YAML document, with the position it was read from.
///
/// Aliases are expanded when the tree is built, so a node never refers to
/// another one; the tree is a plain value. A node keeps its parts in one
/// shared, immutable box: the decoder hands nodes around far more often
/// than anything changes them, and a copy is then one reference count
/// instead of one for each of its texts and collections. Changing a part
/// gives the node a new box (the few that change nodes, such as secret
/// redaction, build new trees anyway).
public struct YAMLNode: Sendable, Equatable {
  /// What a node holds.
  public enum Value: Sendable, Equatable {
    case scalar(YAMLScalar)
    case sequence([YAMLNode])
    case mapping([YAMLPair])
  }

  // Inlinable, so that other modules read a node's parts in place, as they
  // read a struct's fields, rather than through a call that copies them out.
  @usableFromInline final class Storage: Sendable {
    @usableFromInline let value: Value
    @usableFromInline let tag: String?
    @usableFromInline let location: SourceLocation

    @usableFromInline init(value: Value, tag: String?, location: SourceLocation) {
      self.value = value
      self.tag = tag
      self.location = location
    }
  }

  @usableFromInline var storage: Storage

  /// The node's content.
  @inlinable public var value: Value {
    get { storage.value }
    set { storage = Storage(value: newValue, tag: storage.tag, location: storage.location) }
  }
  /// The node's explicit tag, expanded (`tag:yaml.org,2002:str`), if it had one.
  @inlinable public var tag: String? {
    get { storage.tag }
    set { storage = Storage(value: storage.value, tag: newValue, location: storage.location) }
  }
  /// Where the node starts.
  @inlinable public var location: SourceLocation {
    get { storage.location }
    set { storage = Storage(value: storage.value, tag: storage.tag, location: newValue) }
  }

  /// Creates a node.
  public init(_ value: Value, tag: String? = nil, location: SourceLocation) {
    storage = Storage(value: value, tag: tag, location: location)
  }

  public static func == (lhs: YAMLNode, rhs: YAMLNode) -> Bool {
    lhs.storage === rhs.storage
      || (lhs.value == rhs.value && lhs.tag == rhs.tag && lhs.location == rhs.location)
  }

  /// The scalar, if this node is one.
  public var scalar: YAMLScalar? {
    if case .scalar(let scalar) = value { return scalar }
    return nil
  }

  /// The items, if this node is a sequence.
  public var sequence: [YAMLNode]? {
    if case .sequence(let items) = value { return items }
    return nil
  }

  /// The pairs, in document order, if this node is a mapping.
  public var mapping: [YAMLPair]? {
    if case .mapping(let pairs) = value { return pairs }
    return nil
  }

  /// True for a null scalar (`null`, `~` or nothing at all).
  public var isNull: Bool { scalar?.resolved == .null }

  /// How a message names this node's kind: "a string", "a sequence", …
  public var kindDescription: String {
    switch value {
    case .scalar(let scalar): return scalar.resolved.kindDescription
    case .sequence: return "a sequence"
    case .mapping: return "a mapping"
    }
  }
}

/// A key and its value in a mapping.
public struct YAMLPair: Sendable, Equatable {
  /// The key node (usually a string scalar).
  public var key: YAMLNode
  /// The value node.
  public var value: YAMLNode

  /// Creates a pair.
  public init(key: YAMLNode, value: YAMLNode) {
    self.key = key
    self.value = value
  }
}

/// A scalar: its text as written (after YAML's own unescaping and folding)
/// and the value it resolves to.
public struct YAMLScalar: Sendable, Equatable {
  /// How the scalar was written.
  public enum Style: Sendable, Equatable {
    case plain, singleQuoted, doubleQuoted, literal, folded
  }

  /// The scalar's content.
  public var text: String
  /// How it was written.
  public var style: Style
  /// What it means under the YAML 1.2 core schema (or its explicit tag).
  public var resolved: ResolvedScalar

  /// Creates a scalar.
  public init(text: String, style: Style, resolved: ResolvedScalar) {
    self.text = text
    self.style = style
    self.resolved = resolved
  }
}

/// A scalar's value under the YAML 1.2 core schema.
public enum ResolvedScalar: Sendable, Equatable {
  case null
  case bool(Bool)
  case int(Int)
  case float(Double)
  case string(String)

  /// How a message names this kind: "a string", "a number", …
  public var kindDescription: String {
    switch self {
    case .null: return "null"
    case .bool: return "a boolean"
    case .int, .float: return "a number"
    case .string: return "a string"
    }
  }
}
