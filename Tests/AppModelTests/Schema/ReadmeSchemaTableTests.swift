import AppModel
import Foundation
import TestSupport
import Testing

/// The README's table of description keys ("Describing an app") and the
/// JSON Schema name the same fields: every property under a top-level key
/// is in its row, and every field-like word in a row (a `lowerCamel` word
/// in backquotes) is a property or a fixed value of that part of the schema.
@Suite struct ReadmeSchemaTableTests {
  /// Words the rows use that are neither fields nor fixed values.
  static let prose: Set<String> = ["true", "false", "en"]

  typealias Object = [String: Any]

  @Test func everyRowMatchesTheSchema() throws {
    let schema = try #require(
      try JSONSerialization.jsonObject(with: Data(DescriptionSchema.json.utf8)) as? Object)
    let rows = try Self.tableRows()
    let top = try #require(schema["properties"] as? Object)
    #expect(Set(rows.keys) == Set(top.keys), "the table's keys vs the schema's")
    for (key, row) in rows.sorted(by: { $0.key < $1.key }) {
      var names = Names()
      names.collect(top[key] as Any, schema: schema, depth: 0)
      let words = Self.fieldWords(in: row)
      // A mapping keyed by resource (`needs`) names values, not fields.
      let resources = Set(Resource.allCases.map(\.rawValue))
      let missing = names.properties.filter { Self.isFieldWord($0) && !resources.contains($0) }
        .subtracting(words)
      #expect(missing.isEmpty, "README row \(key) leaves out \(missing.sorted())")
      let unknown = words.subtracting(names.properties).subtracting(names.values)
        .subtracting(resources)
        .subtracting(Self.prose).subtracting([key])
      #expect(unknown.isEmpty, "README row \(key) names \(unknown.sorted()), not in the schema")
    }
  }

  /// The table's rows, by their first cell's key.
  static func tableRows() throws -> [String: String] {
    let readme = try String(
      contentsOf: TestPaths.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
    let header = try #require(lines.firstIndex(of: "| key | what it holds |"))
    var rows: [String: String] = [:]
    for line in lines[(header + 2)...] {
      guard line.hasPrefix("| `") else { break }
      let cells = line.split(separator: "|", maxSplits: 2, omittingEmptySubsequences: true)
      guard cells.count == 2 else { continue }
      let key = cells[0].trimmingCharacters(in: .whitespaces).trimmingCharacters(
        in: CharacterSet(charactersIn: "`"))
      rows[key] = String(cells[1])
    }
    return rows
  }

  /// The backquoted words of `row` that look like field names.
  static func fieldWords(in row: String) -> Set<String> {
    let parts = row.split(separator: "`", omittingEmptySubsequences: false)
    let quoted = parts.enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    return Set(quoted.filter(isFieldWord))
  }

  static func isFieldWord(_ word: String) -> Bool {
    guard let first = word.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
    return word.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
    }
  }

  /// The property names and fixed values (`enum`, `const`) under a part of
  /// the schema, through references and combinations.
  struct Names {
    var properties: Set<String> = []
    var values: Set<String> = []
    var visited: Set<String> = []

    mutating func collect(_ node: Any, schema: Object, depth: Int) {
      guard depth < 40, let object = node as? Object else { return }
      if let reference = object["$ref"] as? String, visited.insert(reference).inserted,
        let name = reference.split(separator: "/").last,
        let definition = (schema["definitions"] as? Object)?[String(name)]
      {
        collect(definition, schema: schema, depth: depth + 1)
      }
      for value in object["enum"] as? [Any] ?? [] { (value as? String).map { values.insert($0) } }
      (object["const"] as? String).map { values.insert($0) }
      for (name, sub) in object["properties"] as? Object ?? [:] {
        properties.insert(name)
        collect(sub, schema: schema, depth: depth + 1)
      }
      for key in ["items", "then", "if", "additionalProperties"] {
        if let sub = object[key] { collect(sub, schema: schema, depth: depth + 1) }
      }
      for key in ["anyOf", "oneOf", "allOf"] {
        for sub in object[key] as? [Any] ?? [] { collect(sub, schema: schema, depth: depth + 1) }
      }
    }
  }
}
