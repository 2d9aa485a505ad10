import Diagnostics

/// One node of a YAML document, with the position it was read from.
///
/// Aliases are expanded when the tree is built, so a node never refers to
/// another one; the tree is a plain value.
public struct YAMLNode: Sendable, Equatable {
  /// What a node holds.
  public enum Value: Sendable, Equatable {
    case scalar(YAMLScalar)
    case sequence([YAMLNode])
    case mapping([YAMLPair])
  }

  /// The node's content.
  public var value: Value
  /// The node's explicit tag, expanded (`tag:yaml.org,2002:str`), if it had one.
  public var tag: String?
  /// Where the node starts.
  public var location: SourceLocation

  /// Creates a node.
  public init(_ value: Value, tag: String? = nil, location: SourceLocation) {
    self.value = value
    self.tag = tag
    self.location = location
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
