import Testing
import YAML

/// Plain scalars resolve by the YAML 1.2 core schema, so YAML 1.1's
/// booleans (`no`, `on`, `y`) stay strings.
@Suite struct CoreSchemaTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var yaml: String
    var expected: ResolvedScalar
    var testDescription: String { yaml }
  }

  static let cases: [Case] = [
    Case(yaml: "no", expected: .string("no")),
    Case(yaml: "on", expected: .string("on")),
    Case(yaml: "y", expected: .string("y")),
    Case(yaml: "off", expected: .string("off")),
    Case(yaml: "yes", expected: .string("yes")),
    Case(yaml: "true", expected: .bool(true)),
    Case(yaml: "False", expected: .bool(false)),
    Case(yaml: "~", expected: .null),
    Case(yaml: "null", expected: .null),
    Case(yaml: "", expected: .null),
    Case(yaml: "42", expected: .int(42)),
    Case(yaml: "-17", expected: .int(-17)),
    Case(yaml: "0o17", expected: .int(15)),
    Case(yaml: "0x1F", expected: .int(31)),
    Case(yaml: "2.3", expected: .float(2.3)),
    Case(yaml: "1e3", expected: .float(1000)),
    Case(yaml: ".inf", expected: .float(.infinity)),
    Case(yaml: "15.0.1", expected: .string("15.0.1")),
    Case(yaml: "2027-01-31", expected: .string("2027-01-31")),
    Case(yaml: "'true'", expected: .string("true")),
    Case(yaml: "\"42\"", expected: .string("42")),
    Case(yaml: "!!str 42", expected: .string("42")),
    Case(yaml: "!!int \"7\"", expected: .int(7)),
  ]

  @Test(arguments: cases)
  func resolves(_ testCase: Case) throws {
    let node = try YAMLLoader.load(text: "value: \(testCase.yaml)\n", file: "t.yaml")
    let value = try #require(node.mapping?.first?.value.scalar)
    #expect(value.resolved == testCase.expected)
  }

  @Test func invalidExplicitTagIsAnError() {
    #expect(
      throws: YAMLError(at: .init(file: "t.yaml", line: 1, column: 6), "'abc' is not a valid !!int")
    ) {
      try YAMLLoader.load(text: "key: !!int abc\n", file: "t.yaml")
    }
  }
}
