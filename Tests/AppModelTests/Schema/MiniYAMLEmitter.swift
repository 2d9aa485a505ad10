import YAML

/// Writes a YAML tree back to text, so that a mutated tree can be fed to the
/// decoder as a file: block mappings and sequences, keys and strings
/// double-quoted with escapes, null, booleans and numbers plain as written.
enum MiniYAMLEmitter {
  /// The document's text.
  static func text(_ node: YAMLNode) -> String {
    lines(node).joined(separator: "\n") + "\n"
  }

  private static func lines(_ node: YAMLNode) -> [String] {
    switch node.value {
    case .scalar(let scalar): return [scalarText(scalar)]
    case .sequence(let items) where items.isEmpty: return ["[]"]
    case .mapping(let pairs) where pairs.isEmpty: return ["{}"]
    case .sequence(let items):
      return items.flatMap { item in
        lines(item).enumerated().map { index, line in (index == 0 ? "- " : "  ") + line }
      }
    case .mapping(let pairs):
      return pairs.flatMap { pair -> [String] in
        let key =
          pair.key.scalar.map(scalarText) ?? YAMLScalarWriter.doubleQuoted("\(pair.key.value)")
        if isInline(pair.value) { return ["\(key): " + lines(pair.value)[0]] }
        return ["\(key):"] + lines(pair.value).map { "  " + $0 }
      }
    }
  }

  private static func isInline(_ node: YAMLNode) -> Bool {
    switch node.value {
    case .scalar: return true
    case .sequence(let items): return items.isEmpty
    case .mapping(let pairs): return pairs.isEmpty
    }
  }

  private static func scalarText(_ scalar: YAMLScalar) -> String {
    if case .string = scalar.resolved { return YAMLScalarWriter.doubleQuoted(scalar.text) }
    return scalar.text  // null, booleans and numbers: plain, as written
  }
}
