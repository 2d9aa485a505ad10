import RuleLanguage
import Testing

/// Objects in the schema's field layouts are read by slot; objects in any
/// other layout by name. Both must give the same results, errors and
/// unknowns included, so every evaluator and unknown-value case runs on
/// the test variables in three shapes: laid out by their own fields (as
/// `Value.object(_:fields:)` builds them), in the schema's layouts, and in
/// layouts with an extra field the schema doesn't know.
@Suite struct ObjectLayoutTests {
  enum Shape: String, CaseIterable, Sendable {
    case ownFields, schemaLayout, foreignLayout
  }

  /// `value` with every object rebuilt in the given shape.
  static func reshaped(_ value: Value, _ shape: Shape) -> Value {
    switch value {
    case .object(let object):
      let fields = object.fields.map { ($0.name, reshaped($0.value, shape)) }
      let layout: ObjectLayout
      switch shape {
      case .ownFields:
        layout = ObjectLayout(typeName: object.typeName, fieldNames: fields.map(\.0))
      case .schemaLayout:
        guard let declared = TestEnvironment.schema.layout(of: object.typeName) else {
          return value
        }
        layout = declared
      case .foreignLayout:
        let names = (TestEnvironment.schema[object.typeName]?.fields.keys).map(Array.init) ?? []
        layout = ObjectLayout(typeName: object.typeName, fieldNames: names + ["aaExtra"])
      }
      return .object(ObjectValue(layout: layout, fields: fields))
    case .list(let items): return .list(items.map { reshaped($0, shape) })
    case .map(let entries): return .map(entries.mapValues { reshaped($0, shape) })
    default: return value
    }
  }

  static func reshaped(_ variables: [String: Value], _ shape: Shape) -> [String: Value] {
    variables.mapValues { reshaped($0, shape) }
  }

  /// A value or an error, for comparing outcomes.
  static func outcome(_ source: String, _ variables: [String: Value]) -> String {
    guard let checked = try? TestEnvironment.environment.check(source) else {
      return "does not check"
    }
    do {
      return "\(try checked.evaluate(variables, context: TestEnvironment.host))"
    } catch {
      return "error at \(error.position.offset): \(error.message)"
    }
  }

  static let sources: [String] =
    EvaluatorTests.cases.map(\.0) + EvaluatorTests.failures.map(\.source.text)
    + UnknownValueTests.cases.map(\.0)
    + [
      "permission", "bare", "feature.needs", "permission == bare",
      "permission.primer == permission.primer", "has(bare.primer)", "has(permission.primer)",
      "features.filter(f, has(f.needs.photos))", "features.map(f, f.needs)",
    ]

  @Test(arguments: Shape.allCases)
  func everyShapeEvaluatesAlike(_ shape: Shape) {
    for variables in [TestEnvironment.variables, UnknownValueTests.variables] {
      let own = Self.reshaped(variables, .ownFields)
      let other = Self.reshaped(variables, shape)
      for source in Self.sources {
        #expect(Self.outcome(source, own) == Self.outcome(source, other), "\(source)")
      }
    }
  }

  @Test func theSchemaLaysOutEachTypeByItsSortedFields() throws {
    let layout = try #require(TestEnvironment.schema.layout(of: "Primer"))
    #expect(layout.typeName == "Primer")
    #expect(layout.fieldNames == ["buttons", "text"])
    #expect(layout.slot(of: "text") == 1)
    #expect(layout.slot(of: "nope") == nil)
    #expect(TestEnvironment.schema.layout(of: "Nothing") == nil)
  }

  /// A null field is a field left out: not listed, not compared, not
  /// printed, whatever the layout.
  @Test func nullFieldsAreAbsentFields() throws {
    let layout = try #require(TestEnvironment.schema.layout(of: "Primer"))
    let laidOut = Value.object(layout, ["text": "Hi", "buttons": .null])
    let own = Value.object("Primer", fields: ["text": "Hi"])
    #expect(laidOut == own)
    #expect(laidOut.hashValue == own.hashValue)
    #expect(laidOut.languageEquals(own))
    #expect(laidOut.description == "Primer{text: \"Hi\"}")
    #expect(laidOut != Value.object("Screen", fields: ["text": "Hi"]))
    guard case .object(let object) = laidOut else {
      Issue.record("not an object")
      return
    }
    #expect(object.fields.map(\.name) == ["text"])
    #expect(object["buttons"] == .null)
    #expect(object["nope"] == nil)
  }

  /// Setting a field the layout lacks (an unanswered field the host marks
  /// unknown) moves the object to a layout that has it.
  @Test func settingAFieldOutsideTheLayoutKeepsIt() throws {
    let layout = try #require(TestEnvironment.schema.layout(of: "Primer"))
    let replaced = Value.object(layout, ["text": "Hi"])
      .replacing(["extra"], with: .unknown(Unknown("E")))
    guard case .object(let object) = replaced else {
      Issue.record("not an object")
      return
    }
    #expect(object.layout !== layout)
    #expect(object.fields.map(\.name) == ["extra", "text"])
    #expect(object["extra"] == .unknown(Unknown("E")))
    #expect(object["text"] == "Hi")
  }

  /// A layout finds a field by name exactly as a `Dictionary` of its names
  /// would, Swift's canonical equivalence included: the Kelvin sign is "K",
  /// a decomposed "é" is the composed one. Small ASCII layouts use their
  /// own hash table; large or non-ASCII ones a dictionary.
  @Test(arguments: [
    ["text", "buttons", "screen", "id"],
    ["Key", "key", "kEy", "a", "b", "c", ""],
    ["caf\u{E9}", "cafe", "x"],
    (0..<64).map { "field\($0)" },
    (0..<65).map { "field\($0)" },
    (0..<200).map { String(repeating: "a", count: $0) },
  ])
  func findsFieldsAsADictionaryWould(names: [String]) {
    let layout = ObjectLayout(typeName: "T", fieldNames: names)
    var expected: [String: Int] = [:]
    for (index, name) in layout.fieldNames.enumerated() { expected[name] = index }
    let probes =
      names + names.map { $0 + "x" } + names.map { String($0.dropLast()) }
      + ["\u{212A}ey", "cafe\u{301}", "missing", "te\u{0}xt", "\u{0}"]
    for probe in probes {
      #expect(layout.slot(of: probe) == expected[probe], "\(probe.debugDescription)")
    }
  }
}
