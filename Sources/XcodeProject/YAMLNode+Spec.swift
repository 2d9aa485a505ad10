import Diagnostics
import Foundation
import YAML

/// Reading an XcodeGen spec's YAML: lookups, texts and the merges XcodeGen
/// does (`include:` files under the including spec, templates under the
/// target).
extension YAMLNode {
  /// The value under `key`, when this is a mapping that has it.
  subscript(key: String) -> YAMLNode? {
    mapping?.last { $0.key.scalar?.text == key }?.value
  }

  /// The pairs whose keys are texts, in order.
  var pairs: [(key: String, value: YAMLNode, location: SourceLocation)] {
    (mapping ?? []).compactMap { pair in
      pair.key.scalar.map { ($0.text, pair.value, pair.key.location) }
    }
  }

  /// A scalar as a setting's text: booleans as YES / NO (what XcodeGen
  /// writes), numbers as written; a list as its items separated by spaces.
  var settingText: String? {
    if let scalar {
      switch scalar.resolved {
      case .null: return ""
      case .bool(let flag): return flag ? "YES" : "NO"
      default: return scalar.text
      }
    }
    if let sequence { return sequence.compactMap(\.settingText).joined(separator: " ") }
    return nil
  }

  /// A scalar's text (nil for a list, a mapping or null).
  var text: String? {
    guard let scalar, scalar.resolved != .null else { return nil }
    return scalar.text
  }

  /// A list of texts, or one text as a list of one.
  var texts: [String] {
    if let sequence { return sequence.compactMap(\.text) }
    return text.map { [$0] } ?? []
  }

  /// `overlay` merged onto this node: mappings key by key (recursively),
  /// and for anything else the overlay. With `appendingLists`, lists are
  /// joined (a template's `sources` and the target's).
  func merged(with overlay: YAMLNode, appendingLists: Bool = false, depth: Int = 0) -> YAMLNode {
    guard depth < 64 else { return overlay }
    if let base = mapping, let top = overlay.mapping {
      var result = base
      for pair in top {
        if let index = result.lastIndex(where: { $0.key.scalar?.text == pair.key.scalar?.text }) {
          result[index] = YAMLPair(
            key: result[index].key,
            value: result[index].value.merged(
              with: pair.value, appendingLists: appendingLists, depth: depth + 1))
        } else {
          result.append(pair)
        }
      }
      return YAMLNode(.mapping(result), location: location)
    }
    if appendingLists, let base = sequence, let top = overlay.sequence {
      return YAMLNode(.sequence(base + top), location: overlay.location)
    }
    return overlay
  }

  /// Every text scalar with `${target_name}` replaced (XcodeGen's template
  /// placeholder).
  func replacing(_ placeholder: String, with value: String, depth: Int = 0) -> YAMLNode {
    guard depth < 64 else { return self }
    switch self.value {
    case .scalar(let scalar):
      guard scalar.text.contains(placeholder) else { return self }
      let text = scalar.text.replacingOccurrences(of: placeholder, with: value)
      return YAMLNode(
        .scalar(YAMLScalar(text: text, style: scalar.style, resolved: .string(text))),
        tag: tag, location: location)
    case .sequence(let items):
      return YAMLNode(
        .sequence(items.map { $0.replacing(placeholder, with: value, depth: depth + 1) }),
        tag: tag, location: location)
    case .mapping(let pairs):
      return YAMLNode(
        .mapping(
          pairs.map {
            YAMLPair(
              key: $0.key, value: $0.value.replacing(placeholder, with: value, depth: depth + 1))
          }), tag: tag, location: location)
    }
  }
}
