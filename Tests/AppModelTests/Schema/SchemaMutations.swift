import YAML

/// One mutated copy of a description's YAML tree.
struct SchemaVariant {
  /// The kind of change, e.g. `remove key`, for counting.
  var kind: String
  /// What was changed and where (a JSON pointer): `remove 'access' at /permissions/0`.
  var mutation: String
  /// The whole mutated tree.
  var tree: YAMLNode
  /// The verdict both sides must reach, when the mutation settles it; nil
  /// when they need only agree with each other.
  var mustAccept: Bool?
}

/// Generates the variants of a description that the schema and the decoder
/// must judge alike: an unknown key and an `x-` key added to every mapping,
/// each key removed, each enum value replaced by `notAValue`, each string
/// replaced by the sequence `[a]`. Inside an `x-` key's value anything goes,
/// so there every variant must be accepted.
enum SchemaMutations {
  /// Fields (and list items, marked `[]`) whose values come from a fixed list.
  static let enumRoles: Set<String> = [
    "resource", "access", "accuracy", "moment", "limited", "denied", "restricted",
    "type", "destination", "purposes[]", "needVerb", "backgroundModes[]", "gatedOn[]",
    "captures[]", "indicator", "consent", "kind", "creation", "deletion", "signInWith[]",
    "needVerb[]", "webContent[]", "shareSheet[]", "alternativeWhenDenied",
  ]
  /// Mappings whose keys are data (resources, Info.plist keys, locales), not fields.
  static let dataKeyRoles: Set<String> = ["needs", "purposeStrings", "localizedText"]

  /// Every variant of the tree rooted at `root`.
  static func variants(of root: YAMLNode) -> [SchemaVariant] {
    variants(root, at: "", role: "", free: false)
  }

  /// The variants of a subtree. `role` names what the node is: its key, the
  /// list it is an item of (`purposes[]`), or a data-key map's value kind;
  /// `free` is true inside an `x-` key's value.
  private static func variants(_ node: YAMLNode, at pointer: String, role: String, free: Bool)
    -> [SchemaVariant]
  {
    let place = pointer.isEmpty ? "/" : pointer
    func variant(_ kind: String, _ mutation: String, _ tree: YAMLNode, _ accept: Bool?)
      -> SchemaVariant
    {
      SchemaVariant(kind: kind, mutation: "\(mutation) at \(place)", tree: tree, mustAccept: accept)
    }
    switch node.value {
    case .scalar(let scalar):
      guard case .string = scalar.resolved else { return [] }
      let list = YAMLNode(.sequence([string("a", like: node)]), location: node.location)
      var result = [variant("string → [a]", "replace string with [a]", list, free)]
      if enumRoles.contains(role) {
        let bad = string("notAValue", like: node)
        result.append(variant("enum → notAValue", "replace enum value with notAValue", bad, free))
      }
      return result

    case .sequence(let items):
      return items.indices.flatMap { index in
        variants(items[index], at: "\(pointer)/\(index)", role: role + "[]", free: free).map {
          var copy = items
          copy[index] = $0.tree
          return replacing($0, with: YAMLNode(.sequence(copy), location: node.location))
        }
      }

    case .mapping(let pairs):
      func with(_ pairs: [YAMLPair]) -> YAMLNode {
        YAMLNode(.mapping(pairs), location: node.location)
      }
      func adding(_ key: String) -> YAMLNode {
        let one = YAMLScalar(text: "1", style: .plain, resolved: .int(1))
        let value = YAMLNode(.scalar(one), location: node.location)
        return with(pairs + [YAMLPair(key: string(key, like: node), value: value)])
      }
      let dataKeys = dataKeyRoles.contains(role)
      var result = [
        variant(
          "add zzUnknown", "add 'zzUnknown: 1'", adding("zzUnknown"),
          free ? true : dataKeys ? nil : false),
        variant("add x-team", "add 'x-team: 1'", adding("x-team"), free || !dataKeys ? true : nil),
      ]
      for (index, pair) in pairs.enumerated() {
        let key = pair.key.scalar?.text ?? ""
        var removed = pairs
        removed.remove(at: index)
        result.append(variant("remove key", "remove '\(key)'", with(removed), free ? true : nil))
        let childRole =
          switch role {
          case "needs": "needVerb"
          case "purposeStrings": "localizedText"
          case "localizedText": "text"
          default: key
          }
        let inside = free || key.hasPrefix("x-")
        let children = variants(pair.value, at: "\(pointer)/\(key)", role: childRole, free: inside)
        for child in children {
          var copy = pairs
          copy[index].value = child.tree
          result.append(replacing(child, with: with(copy)))
        }
      }
      return result
    }
  }

  private static func replacing(_ variant: SchemaVariant, with tree: YAMLNode) -> SchemaVariant {
    var copy = variant
    copy.tree = tree
    return copy
  }

  private static func string(_ text: String, like node: YAMLNode) -> YAMLNode {
    YAMLNode(
      .scalar(YAMLScalar(text: text, style: .doubleQuoted, resolved: .string(text))),
      location: node.location)
  }
}
