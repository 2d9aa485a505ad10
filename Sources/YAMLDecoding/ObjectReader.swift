import Diagnostics
import YAML

/// Reads the keys of one mapping. Every key asked for becomes a valid key;
/// `finish()` then reports each remaining key as unknown, with the closest
/// valid one, unless it starts with `x-` (kept for teams' own use).
public final class ObjectReader {
  /// The mapping being read.
  public let node: YAMLNode
  /// Its key path, for messages.
  public let path: String
  /// Where problems are reported.
  public let context: DecodingContext
  private let pairs: [YAMLPair]
  private var validKeys: [String] = []
  private var missingKeys: [String] = []
  /// Where the mapping and each field read so far were written.
  public private(set) var locations: FieldLocations

  /// Creates a reader; use ``DecodingContext/object(_:path:)``.
  init(node: YAMLNode, pairs: [YAMLPair], path: String, context: DecodingContext) {
    self.node = node
    self.pairs = pairs
    self.path = path
    self.context = context
    self.locations = FieldLocations(start: node.location)
    // Most keys are read: room for them all at once, not grown key by key;
    // and for the keys a decoder asks for (a feature's are about fifteen).
    locations.fields.reserveCapacity(pairs.count)
    validKeys.reserveCapacity(16)
  }

  /// Whether `node` is the scalar key `key`, compared in place (reading
  /// `scalar` copies the scalar, its text and resolved value, for every
  /// pair tried).
  private static func isKey(_ node: YAMLNode, _ key: String) -> Bool {
    guard case .scalar(let scalar) = node.value else { return false }
    return scalar.text == key
  }

  /// The key path of a field, for messages: `permissions[0].access`.
  public func path(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

  /// The value under `key`; nil when absent or null. A required key that is
  /// missing is reported.
  public func value(_ key: String, required: Bool = false) -> YAMLNode? {
    if !validKeys.contains(key) { validKeys.append(key) }
    // By index, so that only the value is copied out (a pair is two nodes).
    guard let index = pairs.firstIndex(where: { Self.isKey($0.key, key) }),
      case let value = pairs[index].value, !value.isNull
    else {
      if required { missingKeys.append(key) }
      return nil
    }
    locations.fields[key] = value.location
    return value
  }

  /// A text field.
  public func string(_ key: String, required: Bool = false) -> String? {
    value(key, required: required).flatMap { context.string($0, path: path(key)) }
  }

  /// A boolean field.
  public func bool(_ key: String, required: Bool = false) -> Bool? {
    value(key, required: required).flatMap { context.bool($0, path: path(key)) }
  }

  /// A field holding one of an enum's raw values.
  public func oneOf<E: RawRepresentable & CaseIterable>(
    _ key: String, _ type: E.Type, kind: String, required: Bool = false
  ) -> E? where E.RawValue == String {
    value(key, required: required).flatMap { context.oneOf(type, $0, kind: kind, path: path(key)) }
  }

  /// A field holding a list of an enum's raw values.
  public func listOf<E: RawRepresentable & CaseIterable>(
    _ key: String, _ type: E.Type, kind: String
  ) -> [E] where E.RawValue == String {
    guard let node = value(key) else { return [] }
    // A plain loop: `enumerated().compactMap` in this unspecialized generic
    // makes the runtime look up the adapters' conformances at first use.
    let items = context.sequence(node, path: path(key))
    var values: [E] = []
    values.reserveCapacity(items.count)
    for index in items.indices {
      if let value = context.oneOf(type, items[index], kind: kind, path: "\(path(key))[\(index)]") {
        values.append(value)
      }
    }
    return values
  }

  /// A nested mapping field.
  public func object(_ key: String, required: Bool = false) -> ObjectReader? {
    value(key, required: required).flatMap { context.object($0, path: path(key)) }
  }

  /// A sequence field; absent means empty.
  public func sequence(_ key: String) -> [YAMLNode] {
    value(key).map { context.sequence($0, path: path(key)) } ?? []
  }

  /// The pairs not asked for, other than `x-` keys: for maps whose keys are
  /// data (purpose-string keys, locales, resources) rather than fields.
  public func remainingPairs() -> [YAMLPair] {
    pairs.filter { pair in
      guard let key = pair.key.scalar?.text else { return true }
      return !validKeys.contains(key) && !key.hasPrefix("x-")
    }
  }

  /// Reports every key that was never asked for, and every required key
  /// that is missing, except one that a misspelt key already points to
  /// (`bundleID` gets "did you mean 'bundleId'?", not a second line).
  public func finish() {
    var suggested: Set<String> = []
    for pair in remainingPairs() {
      let key = pair.key.scalar?.text ?? "(a \(pair.key.kindDescription.dropFirst(2)) key)"
      if let match = Suggestion.closest(to: key, in: validKeys) { suggested.insert(match) }
      context.report(.unknownKey(key, valid: validKeys), at: pair.key.location, path: path)
    }
    for key in missingKeys where !suggested.contains(key) {
      context.report(.missingKey(key), at: node.location, path: path)
    }
  }
}
