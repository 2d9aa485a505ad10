import Diagnostics

/// Builds node trees from parse events: expands aliases within a budget,
/// bounds nesting, resolves scalars and rejects duplicate keys.
struct TreeBuilder {
  private struct OpenCollection {
    var isMapping: Bool
    var properties: YAMLEvent.NodeProperties
    var location: SourceLocation
    var items: [YAMLNode] = []
    var pairs: [YAMLPair] = []
    var pendingKey: YAMLNode?
    /// Where each key was first seen, by its identity (see `identity(of:)`).
    var keyLocations: [String: SourceLocation] = [:]
    /// The same for untagged string keys, by their text: almost every key,
    /// looked up without building an identity string. Filled only once the
    /// mapping has `TreeBuilder.keysScannedInPlace` pairs; before that the
    /// pairs themselves are searched, which costs less than hashing.
    var stringKeyLocations: [String: SourceLocation] = [:]
    /// Nodes in this subtree so far, counting the collection itself.
    var size = 1
    /// UTF-8 bytes of the scalars in this subtree so far.
    var bytes = 0
  }

  private let file: String
  private let options: YAMLLoadOptions
  private var open: [OpenCollection] = []
  private var anchors: [String: (node: YAMLNode, size: Int, bytes: Int)] = [:]
  private var aliasExpandedNodes = 0
  private var aliasExpandedBytes = 0
  /// Nodes in the current document so far, those aliases add included.
  private var nodes = 0
  private var root: YAMLNode?

  init(file: String, options: YAMLLoadOptions) {
    self.file = file
    self.options = options
  }

  /// Feeds one event; returns a document's root when the event ends one.
  mutating func handle(_ event: YAMLEvent, at mark: Mark) throws(YAMLError) -> YAMLNode? {
    let location = self.location(mark)
    switch event {
    case .streamStart, .streamEnd:
      return nil
    case .documentStart:
      anchors = [:]
      root = nil
      nodes = 0
      return nil
    case .documentEnd:
      defer { root = nil }
      return root
        ?? YAMLNode(.scalar(.init(text: "", style: .plain, resolved: .null)), location: location)
    case .alias(let anchor):
      try expandAlias(anchor, at: location)
    case .scalar(let text, let style, let properties):
      try count(1, at: location)
      let node = try scalarNode(text: text, style: style, tag: properties.tag, at: location)
      let bytes = text.utf8.count
      if let anchor = properties.anchor { anchors[anchor] = (node, 1, bytes) }
      try add(node, size: 1, bytes: bytes)
    case .sequenceStart(let properties):
      try begin(isMapping: false, properties: properties, at: location)
    case .mappingStart(let properties):
      try begin(isMapping: true, properties: properties, at: location)
    case .sequenceEnd, .mappingEnd:
      try end()
    }
    return nil
  }

  private func location(_ mark: Mark) -> SourceLocation {
    SourceLocation(file: file, line: mark.line + 1, column: mark.column + 1)
  }

  private mutating func begin(
    isMapping: Bool, properties: YAMLEvent.NodeProperties, at location: SourceLocation
  ) throws(YAMLError) {
    guard open.count < options.maximumDepth else {
      throw YAMLError(
        at: location,
        "nesting is deeper than \(options.maximumDepth) levels; flatten the structure")
    }
    try count(1, at: location)
    open.append(OpenCollection(isMapping: isMapping, properties: properties, location: location))
  }

  /// Counts `added` nodes of the document, failing past the limit.
  private mutating func count(_ added: Int, at location: SourceLocation) throws(YAMLError) {
    nodes += added
    guard nodes <= options.maximumNodes else {
      throw YAMLError(
        at: location,
        "the document has more than \(options.maximumNodes) values, lists and mappings; "
          + "refusing to read further (is this file generated?)")
    }
  }

  private mutating func end() throws(YAMLError) {
    guard let collection = open.popLast() else { return }
    let value: YAMLNode.Value =
      collection.isMapping ? .mapping(collection.pairs) : .sequence(collection.items)
    let node = YAMLNode(value, tag: collection.properties.tag, location: collection.location)
    if let anchor = collection.properties.anchor {
      anchors[anchor] = (node, collection.size, collection.bytes)
    }
    try add(node, size: collection.size, bytes: collection.bytes)
  }

  private mutating func expandAlias(_ anchor: String, at location: SourceLocation) throws(YAMLError)
  {
    guard let (node, size, bytes) = anchors[anchor] else {
      if open.contains(where: { $0.properties.anchor == anchor }) {
        throw YAMLError(
          at: location,
          "alias '*\(anchor)' refers to a node that contains it; recursive data is not supported")
      }
      throw YAMLError(
        at: location, "unknown alias '*\(anchor)'; no anchor '&\(anchor)' comes before it")
    }
    aliasExpandedNodes += size
    guard aliasExpandedNodes <= options.aliasExpansionBudget else {
      throw YAMLError(
        at: location,
        "aliases expand to more than \(options.aliasExpansionBudget) nodes; "
          + "refusing to expand '*\(anchor)' (is this an alias bomb?)")
    }
    try count(size, at: location)
    aliasExpandedBytes += bytes
    guard aliasExpandedBytes <= options.aliasExpansionByteBudget else {
      throw YAMLError(
        at: location,
        "aliases repeat more than \(options.aliasExpansionByteBudget) bytes of text; "
          + "refusing to expand '*\(anchor)' (\(bytes) bytes); write the text once instead")
    }
    try add(node, size: size, bytes: bytes)
  }

  private func scalarNode(
    text: String, style: YAMLScalar.Style, tag: String?, at location: SourceLocation
  ) throws(YAMLError) -> YAMLNode {
    let resolved: ResolvedScalar
    switch tag {
    case nil where style == .plain:
      resolved = CoreSchema.resolvePlain(text)
    case nil, "!":
      resolved = .string(text)
    case let tag?:
      guard let value = CoreSchema.resolveTagged(text, tag: tag) else {
        let quoted = isSecretValue ? "this secret value (not shown)" : Quoted.quote(text)
        throw YAMLError(at: location, "\(quoted) is not a valid \(Self.shortTag(tag))")
      }
      resolved = value
    }
    let keptTag = tag == "!" ? nil : tag
    return YAMLNode(
      .scalar(YAMLScalar(text: text, style: style, resolved: resolved)), tag: keptTag,
      location: location)
  }

  /// Whether the next node is the value of a key in `options.secretKeys`.
  private var isSecretValue: Bool {
    guard let parent = open.last, parent.isMapping, let key = parent.pendingKey?.scalar?.text
    else { return false }
    return options.secretKeys.contains(key)
  }

  /// Adds `node` to the innermost open collection, in place (taking the
  /// collection out of `open` and back would copy it, and retain all it
  /// holds, for every node of the document).
  private mutating func add(_ node: YAMLNode, size: Int, bytes: Int) throws(YAMLError) {
    guard !open.isEmpty else {
      root = node
      return
    }
    let parent = open.count - 1
    open[parent].size += size
    open[parent].bytes += bytes
    guard open[parent].isMapping else {
      open[parent].items.append(node)
      return
    }
    guard let key = open[parent].pendingKey else {
      if !options.allowsDuplicateKeys {
        let first: SourceLocation?
        if let text = Self.stringKey(of: node) {
          first = Self.firstStringKey(text, at: node.location, in: &open[parent])
        } else {
          let identity = Self.identity(of: node)
          first = open[parent].keyLocations.updateValue(node.location, forKey: identity)
        }
        if let first {
          throw YAMLError(
            at: node.location,
            "duplicate key \(Self.display(node)); first defined at line \(first.line), column \(first.column)"
          )
        }
      }
      open[parent].pendingKey = node
      return
    }
    open[parent].pairs.append(YAMLPair(key: key, value: node))
    open[parent].pendingKey = nil
  }

  /// How many pairs a mapping's keys are searched in place for a duplicate
  /// before they are indexed by text.
  static let keysScannedInPlace = 16

  /// Where `collection` first had the untagged string key `text`, if it
  /// had it; records `text` at `location` otherwise. Small mappings (most
  /// are) are searched pair by pair; a larger one indexes its string keys
  /// once and looks them up from then on.
  private static func firstStringKey(
    _ text: String, at location: SourceLocation, in collection: inout OpenCollection
  ) -> SourceLocation? {
    guard collection.pairs.count >= keysScannedInPlace else {
      for pair in collection.pairs where stringKey(of: pair.key) == text {
        return pair.key.location
      }
      return nil
    }
    if collection.stringKeyLocations.isEmpty {
      for pair in collection.pairs {
        guard let key = stringKey(of: pair.key) else { continue }
        collection.stringKeyLocations[key] = pair.key.location
      }
    }
    return collection.stringKeyLocations.updateValue(location, forKey: text)
  }

  /// The text of a key that is an ordinary string once resolved.
  private static func stringKey(of node: YAMLNode) -> String? {
    guard isPlainStringTag(node.tag), case .scalar(let scalar) = node.value,
      case .string(let text) = scalar.resolved
    else { return nil }
    return text
  }

  /// Whether a key with this tag is an ordinary string once resolved: no
  /// tag, or `!!str` (so `name` and `!!str name` are the same key).
  private static func isPlainStringTag(_ tag: String?) -> Bool {
    tag == nil || tag == CoreSchema.tagPrefix + "str"
  }

  /// A string that is equal for two keys exactly when YAML considers them
  /// the same key (equal resolved values, equal structure).
  private static func identity(of node: YAMLNode) -> String {
    switch node.value {
    case .scalar(let scalar):
      switch scalar.resolved {
      case .null: return "~"
      case .bool(let value): return "b:\(value)"
      case .int(let value): return "n:\(Double(value))"
      case .float(let value): return "n:\(value)"
      case .string(let value):
        return "s:\(isPlainStringTag(node.tag) ? "" : node.tag ?? ""):\(value)"
      }
    case .sequence(let items):
      return "[" + items.map(identity).joined(separator: ",") + "]"
    case .mapping(let pairs):
      return "{"
        + pairs.map { identity(of: $0.key) + ":" + identity(of: $0.value) }.joined(separator: ",")
        + "}"
    }
  }

  private static func display(_ node: YAMLNode) -> String {
    if let scalar = node.scalar { return "'\(scalar.text)'" }
    return "(a \(node.kindDescription.dropFirst(2)) key)"
  }

  static func shortTag(_ tag: String) -> String {
    tag.hasPrefix(CoreSchema.tagPrefix) ? "!!" + tag.dropFirst(CoreSchema.tagPrefix.count) : tag
  }
}
