import Diagnostics
import Foundation
import YAML

/// The description's secret fields and how their text is kept out of every
/// output. A secret (today only the demo account's password, which the
/// schema accepts only so that a rule can flag it) is replaced by `marker`
/// when the YAML is loaded, before the model exists, and so is every other
/// occurrence of its text in the file — in the notes, the user name, a
/// waiver's reason, a key. The model, the rule binding, findings, review
/// notes and every report only ever see the marker.
///
/// Occurrences elsewhere are replaced only for secrets of at least
/// `minimumLength` characters: a three-letter password such as `app` would
/// otherwise erase ordinary words from the notes, and text that short is
/// no secret worth hiding (the secret field itself is always replaced).
///
/// Those secrets are also registered with `OutputRedaction`, which replaces
/// them in every text the process writes: the same text in the checklist
/// file, the project's files, a baseline or a file name never reaches an
/// output either.
public enum SecretFields {
  /// The key paths of the secret fields, from the root of a description.
  public static let keyPaths: [[String]] = [["review", "demoAccount", "password"]]

  /// What a secret's text becomes.
  public static let marker = OutputRedaction.marker

  /// The shortest secret whose occurrences in other fields are replaced.
  public static let minimumLength = 4

  /// The keys whose values the YAML loader never quotes in an error.
  public static var keys: Set<String> { Set(keyPaths.compactMap(\.last)) }

  /// `root` with every secret field's string value replaced by `marker`, and
  /// every occurrence of a long enough secret in any other scalar too.
  public static func redacting(_ root: YAMLNode) -> YAMLNode {
    let secrets = keyPaths.compactMap { secret(at: $0[...], in: root) }
      .filter { $0.count >= minimumLength }
      .sorted { $0.count > $1.count }
    secrets.forEach(OutputRedaction.register)
    var node = root
    for path in keyPaths { replaceSecret(at: path[...], in: &node) }
    guard !secrets.isEmpty else { return node }
    return replacingOccurrences(of: secrets, in: node)
  }

  private static func secret(at path: ArraySlice<String>, in node: YAMLNode) -> String? {
    guard let key = path.first else {
      guard case .string(let text) = node.scalar?.resolved, !text.isEmpty else { return nil }
      return text
    }
    guard let pair = node.mapping?.first(where: { $0.key.scalar?.text == key }) else { return nil }
    return secret(at: path.dropFirst(), in: pair.value)
  }

  private static func replaceSecret(at path: ArraySlice<String>, in node: inout YAMLNode) {
    guard let key = path.first else {
      guard let scalar = node.scalar, case .string(let text) = scalar.resolved, !text.isEmpty
      else { return }
      node.value = .scalar(YAMLScalar(text: marker, style: scalar.style, resolved: .string(marker)))
      return
    }
    guard var pairs = node.mapping,
      let index = pairs.firstIndex(where: { $0.key.scalar?.text == key })
    else { return }
    replaceSecret(at: path.dropFirst(), in: &pairs[index].value)
    node.value = .mapping(pairs)
  }

  private static func replacingOccurrences(of secrets: [String], in node: YAMLNode) -> YAMLNode {
    var node = node
    switch node.value {
    case .scalar(let scalar):
      var text = scalar.text
      for secret in secrets where text.contains(secret) {
        text = text.replacingOccurrences(of: secret, with: marker)
      }
      guard text != scalar.text else { return node }
      node.value = .scalar(YAMLScalar(text: text, style: scalar.style, resolved: .string(text)))
    case .sequence(let items):
      node.value = .sequence(items.map { replacingOccurrences(of: secrets, in: $0) })
    case .mapping(let pairs):
      node.value = .mapping(
        pairs.map {
          YAMLPair(
            key: replacingOccurrences(of: secrets, in: $0.key),
            value: replacingOccurrences(of: secrets, in: $0.value))
        })
    }
    return node
  }
}
