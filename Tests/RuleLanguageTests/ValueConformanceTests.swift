import Testing

@testable import RuleLanguage

/// A host call's arguments are checked against its overload's parameter
/// types at run time: the outer kind always, list and map elements when
/// the checker could not prove them.
@Suite struct ValueConformanceTests {
  static let feature = Value.object("Feature", fields: ["id": "f"])
  static let unknown = Value.unknown(Unknown("q"))

  static let values: [(name: String, value: Value)] = [
    ("null", .null), ("bool", true), ("int", 1), ("double", 1.5), ("string", "s"),
    ("strings", ["a", "b"]), ("mixed", ["a", 1]), ("map", ["k": "v"]),
    ("mixed map", ["k": 1, "j": "v"]),
    ("feature", feature), ("unknown", unknown), ("features", .list([feature, feature])),
  ]

  static let types: [RuleType] = [
    .dyn, .bool, .int, .double, .string, .null, .list(.string), .list(.dyn), .map(.string),
    .object("Feature"), .object("Permission"), .list(.object("Feature")),
  ]

  /// What each value conforms to, shallow and deep, by name.
  static let expected: [String: (shallow: Set<String>, deep: Set<String>)] = [
    "null": (["dyn", "null"], ["dyn", "null"]),
    "bool": (["dyn", "bool"], ["dyn", "bool"]),
    "int": (["dyn", "int"], ["dyn", "int"]),
    "double": (["dyn", "double"], ["dyn", "double"]),
    "string": (["dyn", "string"], ["dyn", "string"]),
    "strings": (
      ["dyn", "list(string)", "list(dyn)", "list(Feature)"], ["dyn", "list(string)", "list(dyn)"]
    ),
    "mixed": (["dyn", "list(string)", "list(dyn)", "list(Feature)"], ["dyn", "list(dyn)"]),
    "map": (["dyn", "map(string)"], ["dyn", "map(string)"]),
    "mixed map": (["dyn", "map(string)"], ["dyn"]),
    "feature": (["dyn", "Feature"], ["dyn", "Feature"]),
    "features": (
      ["dyn", "list(string)", "list(dyn)", "list(Feature)"], ["dyn", "list(dyn)", "list(Feature)"]
    ),
  ]

  @Test func eachValueConformsToItsOwnTypes() {
    for (name, value) in Self.values {
      for type in Self.types {
        for deep in [false, true] {
          let conforms = value.conforms(to: type, deep: deep)
          if name == "unknown" {
            #expect(conforms, "an unknown conforms to \(type)")
            continue
          }
          let types = deep ? Self.expected[name]?.deep : Self.expected[name]?.shallow
          #expect(
            conforms == (types?.contains(type.description) ?? false),
            "\(name) to \(type), deep: \(deep)")
        }
      }
    }
  }
}
