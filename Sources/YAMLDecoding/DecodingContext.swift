import Diagnostics
import YAML

/// Collects the problems found while decoding one file, so that every
/// problem is reported, not just the first. The readers here turn YAML nodes
/// into values and report, with the node's position and key path, anything
/// that is not what the model expects.
public final class DecodingContext {
  /// The most items a sequence, or pairs a mapping, may hold; a longer one
  /// is reported at its position and only its first `maximumItems` are read,
  /// so a huge generated list fails fast instead of being audited item by
  /// item.
  public let maximumItems: Int

  /// Creates an empty context; `maximumItems` bounds every list and mapping.
  public init(maximumItems: Int = 10_000) {
    self.maximumItems = maximumItems
  }

  /// The problems found so far.
  public private(set) var diagnostics: [Diagnostic] = []

  /// Records a problem at `location`, prefixed with the key path it concerns.
  public func report(
    _ problem: DecodingProblem, at location: SourceLocation, path: @autoclosure () -> String
  ) {
    let path = path()
    let prefix = path.isEmpty ? "" : "\(path): "
    diagnostics.append(.error(at: location, prefix + problem.message))
  }

  /// Reads `node` as a mapping; reports and returns nil when it is not one.
  public func object(_ node: YAMLNode, path: @autoclosure () -> String) -> ObjectReader? {
    guard var pairs = node.mapping else {
      report(
        .wrongType(expected: "a mapping", found: node.kindDescription), at: node.location,
        path: path())
      return nil
    }
    if pairs.count > maximumItems {
      report(
        .tooMany(pairs.count, limit: maximumItems, of: "keys"), at: node.location, path: path())
      pairs = Array(pairs.prefix(maximumItems))
    }
    return ObjectReader(node: node, pairs: pairs, path: path(), context: self)
  }

  /// Reads `node` as a sequence; a missing (null) value is an empty list.
  public func sequence(_ node: YAMLNode, path: @autoclosure () -> String) -> [YAMLNode] {
    if node.isNull { return [] }
    guard let items = node.sequence else {
      report(
        .wrongType(expected: "a sequence", found: node.kindDescription), at: node.location,
        path: path())
      return []
    }
    guard items.count <= maximumItems else {
      report(
        .tooMany(items.count, limit: maximumItems, of: "items"), at: node.location, path: path())
      return Array(items.prefix(maximumItems))
    }
    return items
  }

  /// Reads a text. Any scalar but null is accepted as written (so `build: 412`
  /// and `version: 2.10` keep their exact text); a collection is an error.
  public func string(_ node: YAMLNode, path: @autoclosure () -> String) -> String? {
    guard let scalar = node.scalar, scalar.resolved != .null else {
      report(
        .wrongType(expected: "a string", found: node.kindDescription), at: node.location,
        path: path()
      )
      return nil
    }
    return scalar.text
  }

  /// Reads a boolean (`true` or `false`).
  public func bool(_ node: YAMLNode, path: @autoclosure () -> String) -> Bool? {
    guard case .bool(let value) = node.scalar?.resolved else {
      report(
        .wrongType(expected: "true or false", found: describe(node)), at: node.location,
        path: path())
      return nil
    }
    return value
  }

  /// Reads one of an enum's raw values, suggesting the closest on a typo.
  public func oneOf<E: RawRepresentable & CaseIterable>(
    _ type: E.Type, _ node: YAMLNode, kind: String, path: @autoclosure () -> String
  ) -> E? where E.RawValue == String {
    guard let text = string(node, path: path()) else { return nil }
    if let value = E(rawValue: text) { return value }
    // Only a wrong value needs the list of right ones, for the message.
    return choice(
      text, from: E.allCases.map(\.rawValue), kind: kind, at: node.location, path: path()
    )
    .flatMap(E.init(rawValue:))
  }

  /// Checks that `text` is one of `valid`, reporting with a suggestion if not.
  public func choice(
    _ text: String, from valid: [String], kind: String, at location: SourceLocation,
    path: @autoclosure () -> String
  ) -> String? {
    guard valid.contains(text) else {
      report(.notOneOf(text, kind: kind, valid: valid), at: location, path: path())
      return nil
    }
    return text
  }

  /// Reads a list of texts; a single text is accepted as a list of one.
  public func strings(_ node: YAMLNode, path: @autoclosure () -> String) -> [String] {
    if node.scalar != nil, !node.isNull { return string(node, path: path()).map { [$0] } ?? [] }
    return sequence(node, path: path()).enumerated().compactMap { index, item in
      string(item, path: "\(path())[\(index)]")
    }
  }

  /// How a message names what was found, quoting a wrong scalar's text.
  private func describe(_ node: YAMLNode) -> String {
    guard let scalar = node.scalar, scalar.resolved != .null else { return node.kindDescription }
    return "\(node.kindDescription) '\(scalar.text)'"
  }
}
