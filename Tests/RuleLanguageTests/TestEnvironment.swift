import RuleLanguage
import Testing

/// The host data a test function reads through the evaluation context.
struct TestHost: Sendable {
  var screens: [String: Value]
}

/// A small schema in the shape of ReviewReady's app model.
enum TestEnvironment {
  static let schema = Schema([
    ObjectType(
      "Permission",
      fields: [
        "id": .string, "resource": .string, "access": .string, "screen": .string,
        "primer": .object("Primer"), "requiredToUseApp": .bool,
      ],
      optional: ["primer"]),
    ObjectType(
      "Primer", fields: ["text": .string, "buttons": .list(.string)], optional: ["text"]),
    ObjectType(
      "Feature",
      fields: [
        "id": .string, "name": .string, "needs": .object("Needs"), "control": .string,
        "labels": .map(.string),
      ],
      optional: ["control"]),
    ObjectType(
      "Needs", fields: ["photos": .string, "camera": .string, "contacts": .string],
      optional: ["photos", "camera", "contacts"]),
    ObjectType("Screen", fields: ["id": .string, "name": .string, "requiresAccount": .bool]),
  ])

  static let functions: FunctionRegistry = {
    var registry = FunctionRegistry.standard
    registry.register(
      "screen", parameters: [.string], result: .object("Screen"), context: TestHost.self
    ) { arguments, host in
      let id = arguments[0].stringValue ?? ""
      guard let screen = host.screens[id] else {
        throw EvaluationError.Reason.custom("no screen with id '\(id)'")
      }
      return screen
    }
    registry.register("vague", parameters: [.string], result: .bool) { arguments, _ in
      .bool(["to improve your experience"].contains(arguments[0].stringValue ?? ""))
    }
    return registry
  }()

  static let environment = Environment(
    schema: schema,
    variables: [
      "permission": .object("Permission"), "bare": .object("Permission"),
      "feature": .object("Feature"), "features": .list(.object("Feature")),
      "count": .int, "ratio": .double, "tags": .list(.string), "settings": .map(.string),
      "anything": .dyn, "nothing": .dyn, "pattern": .string,
    ],
    functions: functions)

  static let host = TestHost(screens: [
    "home": .object("Screen", fields: ["id": "home", "name": "Home", "requiresAccount": false]),
    "profile": .object(
      "Screen", fields: ["id": "profile", "name": "Profile", "requiresAccount": true]),
  ])

  static func feature(_ id: String, photos: String?) -> Value {
    .object(
      "Feature",
      fields: [
        "id": .string(id), "name": .string(id.capitalized),
        "needs": .object("Needs", fields: ["photos": Value(photos)]),
        "labels": ["kind": "media"],
      ])
  }

  static let variables: [String: Value] = [
    "permission": .object(
      "Permission",
      fields: [
        "id": "photos-rw", "resource": "photos", "access": "readWrite", "screen": "home",
        "primer": .object(
          "Primer", fields: ["text": "We need your photos", "buttons": ["Continue"]]),
        "requiredToUseApp": false,
      ]),
    "bare": .object(
      "Permission",
      fields: ["id": "camera", "resource": "camera", "access": "use", "screen": "profile"]),
    "feature": feature("upload", photos: "pick"),
    "features": [feature("upload", photos: "pick"), feature("share", photos: nil)],
    "count": 3, "ratio": 0.5, "tags": ["a", "b"], "settings": ["k": "v", "j": "w"],
    "anything": 1, "nothing": .null, "pattern": "(",
  ]

  /// Checks `source`, failing the test with the errors if it does not check.
  static func check(
    _ source: String, expecting: RuleType? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) -> CheckedExpression? {
    do {
      return try environment.check(source, expecting: expecting)
    } catch {
      Issue.record("\(source): \(error)", sourceLocation: sourceLocation)
      return nil
    }
  }
}
