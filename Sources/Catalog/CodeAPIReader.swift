import CodeScan
import Diagnostics
import YAML
import YAMLDecoding

/// One `code:` entry as written (the catalog's, or a team's in
/// `.reviewready.yml`), with where each of its fields was written, so that a
/// check against the catalog's levels can point at the right line.
public struct CodeAPIEntry: Sendable, Equatable {
  public var api: CodeAPI
  /// Where the entry and each field were written; a value of `values` is
  /// found as `values.NAME`.
  public var locations: FieldLocations
  /// The entry's key path, for messages (`resources.photos.code[2]`,
  /// `scan.apis[0]`).
  public var path: String
}

/// Reads `code:` entries, the same format in the catalog and in a team's
/// `scan.apis`, and reports at its position every entry the scanner could
/// not match: an unknown field or kind, no Swift or Objective-C form, a
/// form that is not one ReviewReady matches, no level at all. Whether the
/// levels are the resource's is checked against the catalog afterwards
/// (`levelProblems(in:)`), since a team's file is read without it.
package enum CodeAPIReader {
  /// What a `call` that is no Swift form should be.
  static let callAdvice =
    "write 'Type.member' (PHPhotoLibrary.requestAuthorization), '.member' "
    + "(.requestWhenInUseAuthorization), 'Name' (CBCentralManager) or '[.member]' "
    + "(a subscript's key, [.modificationDate]): identifiers and at most one dot, without "
    + "parentheses or argument labels"

  /// Reads the entry `object` describes for `resource`; nil when it is too
  /// broken to use (the problems are reported). The caller finishes the
  /// reader, so that a field it reads itself (`resource`) is not unknown.
  package static func read(_ object: ObjectReader, resource: String, context: DecodingContext)
    -> CodeAPIEntry?
  {
    let call = form(object, "call", context: context, valid: CodeAPIForms.isCall) { callAdvice }
    let selector = form(object, "selector", context: context, valid: CodeAPIForms.isSelector) {
      "write the selector's first part with its colon (requestAuthorizationForAccessLevel:), "
        + "a selector without arguments (requestWhenInUseAuthorization), or a C function or "
        + "class name (UIImageWriteToSavedPhotosAlbum)"
    }
    let receiver = form(object, "receiver", context: context, valid: CodeAPIForms.isIdentifier) {
      "write the Objective-C class the message is sent to (PHPhotoLibrary)"
    }
    let kind = object.oneOf(
      "kind", CodeAPI.Kind.self, kind: "a kind of code evidence", required: true)
    let level = object.string("level")
    let values = readValues(object, context: context)
    let label = form(object, "label", context: context, valid: CodeAPIForms.isIdentifier) {
      "write the argument label without its colon (for)"
    }
    let argumentLabels = readArgumentLabels(object, context: context)
    let whenEmpty = readWhenEmpty(object, context: context)
    let name = object.string("name")
    let since = object.string("since")
    let note = object.string("note")
    let use = form(object, "use", context: context, valid: CodeAPIForms.isIdentifier) {
      "write the use a purpose string names for the call, one word (scan, capture)"
    }

    checkShape(
      object, context: context, kind: kind, level: level, noValues: values.isEmpty,
      hasReceiver: receiver != nil)
    guard let kind, call != nil || selector != nil else { return nil }
    var locations = object.locations
    for (value, location) in values.locations { locations.fields["values.\(value)"] = location }
    for (label, location) in whenEmpty.locations {
      locations.fields["whenEmpty.\(label)"] = location
    }
    var api = CodeAPI(
      resource: resource, call: call, selector: selector, receiver: receiver, kind: kind,
      level: level, values: values.levels, label: label, argumentLabels: argumentLabels,
      name: name, since: since, note: note, use: use)
    api.whenEmpty = whenEmpty.levels
    return CodeAPIEntry(api: api, locations: locations, path: object.path)
  }

  /// Reports an entry with neither form, a receiver without a selector, or
  /// no level (a required-reason entry excepted: its category is its level).
  private static func checkShape(
    _ object: ObjectReader, context: DecodingContext, kind: CodeAPI.Kind?, level: String?,
    noValues: Bool, hasReceiver: Bool
  ) {
    let start = object.node.location
    if object.value("call") == nil, object.value("selector") == nil {
      context.report(
        .invalid(
          "the entry has neither 'call' (the Swift form) nor 'selector' (the Objective-C form); "
            + "give one or both"),
        at: start, path: object.path)
    }
    if hasReceiver, object.value("selector") == nil {
      context.report(
        .invalid(
          "'receiver' is the class an Objective-C message is sent to, so it needs 'selector'; "
            + "add the selector or remove the receiver"),
        at: object.locations["receiver"], path: object.path("receiver"))
    }
    // A required-reason entry has no level: its category's identifier is its level.
    if level == nil, noValues, object.value("level") == nil, kind != .reason {
      context.report(
        .invalid(
          "the entry names no level: give 'level' (the level the call needs when no argument "
            + "names one) or 'values' (argument value → level, 'none' for no permission)"),
        at: start, path: object.path)
    }
  }

  /// The text of `key` when it has a form `valid` accepts; reports it with
  /// `advice` otherwise.
  private static func form(
    _ object: ObjectReader, _ key: String, context: DecodingContext,
    valid: (String) -> Bool, advice: () -> String
  ) -> String? {
    guard let text = object.string(key) else { return nil }
    guard valid(text) else {
      context.report(
        .malformed(text, kind: "a form ReviewReady matches", advice: advice()),
        at: object.locations[key], path: object.path(key))
      return nil
    }
    return text
  }

  /// `values:`, argument value → level, with where each was written.
  private static func readValues(_ object: ObjectReader, context: DecodingContext)
    -> (levels: [String: String], locations: [String: SourceLocation], isEmpty: Bool)
  {
    guard let map = object.object("values") else { return ([:], [:], true) }
    var levels: [String: String] = [:]
    var locations: [String: SourceLocation] = [:]
    for pair in map.remainingPairs() {
      guard let value = context.string(pair.key, path: map.path) else { continue }
      guard CodeAPIForms.isIdentifier(value) else {
        context.report(
          .malformed(
            value, kind: "an argument value ReviewReady matches",
            advice: "write the value without its leading dot (addOnly) or the Objective-C "
              + "constant in full (PHAccessLevelAddOnly)"),
          at: pair.key.location, path: map.path)
        continue
      }
      guard let level = context.string(pair.value, path: map.path(value)) else { continue }
      levels[value] = level
      locations[value] = pair.value.location
    }
    return (levels, locations, map.node.mapping?.isEmpty ?? true)
  }

  /// `whenEmpty:`, argument label → the level when that argument is empty.
  private static func readWhenEmpty(_ object: ObjectReader, context: DecodingContext)
    -> (levels: [String: String], locations: [String: SourceLocation])
  {
    guard let map = object.object("whenEmpty") else { return ([:], [:]) }
    var levels: [String: String] = [:]
    var locations: [String: SourceLocation] = [:]
    for pair in map.remainingPairs() {
      guard let label = context.string(pair.key, path: map.path) else { continue }
      guard CodeAPIForms.isIdentifier(label) else {
        context.report(
          .malformed(
            label, kind: "an argument label",
            advice: "write the Swift argument label without its colon (toShare)"),
          at: pair.key.location, path: map.path)
        continue
      }
      guard let level = context.string(pair.value, path: map.path(label)) else { continue }
      levels[label] = level
      locations[label] = pair.value.location
    }
    return (levels, locations)
  }

  private static func readArgumentLabels(_ object: ObjectReader, context: DecodingContext)
    -> [String]
  {
    guard let node = object.value("argumentLabels") else { return [] }
    let items =
      node.scalar != nil ? [node] : context.sequence(node, path: object.path("argumentLabels"))
    return items.enumerated().compactMap { index, item in
      let path = object.path("argumentLabels[\(index)]")
      guard let text = context.string(item, path: path) else { return nil }
      guard CodeAPIForms.isIdentifier(text) else {
        context.report(
          .malformed(
            text, kind: "an argument label", advice: "write it without its colon (toShare)"),
          at: item.location, path: path)
        return nil
      }
      return text
    }
  }
}

extension CodeAPIEntry {
  /// One level the entry names that the resource doesn't have.
  package struct LevelProblem {
    var problem: DecodingProblem
    var location: SourceLocation
    /// The field's key path (`resources.photos.code[2].values.addOnly`).
    var path: String

    /// As a diagnostic, worded as the decoders word theirs.
    package var diagnostic: Diagnostic { .error(at: location, "\(path): \(problem.message)") }
  }

  /// Every level the entry names (`level` and each of `values`) that is
  /// neither a level of `resource` nor `none`, at the line it was written,
  /// with the closest level.
  package func levelProblems(in resource: CatalogResource) -> [LevelProblem] {
    let valid = resource.levels.map(\.name) + ["none"]
    let kind = "a level of \(api.resource) or 'none'"
    var problems: [LevelProblem] = []
    func check(_ level: String, field: String) {
      guard !valid.contains(level) else { return }
      problems.append(
        LevelProblem(
          problem: .notOneOf(level, kind: kind, valid: valid), location: locations[field],
          path: "\(path).\(field)"))
    }
    if api.kind == .reason {
      problems.append(
        LevelProblem(
          problem: .invalid(
            "kind 'reason' is a required-reason API's, listed under the catalog's "
              + "requiredReasons.categories, not a resource's; use request, use, status, picker or host"
          ),
          location: locations["kind"], path: "\(path).kind"))
    }
    if let level = api.level { check(level, field: "level") }
    for (value, level) in api.values.sorted(by: { $0.key < $1.key }) {
      check(level, field: "values.\(value)")
    }
    for (label, level) in api.whenEmpty.sorted(by: { $0.key < $1.key }) {
      check(level, field: "whenEmpty.\(label)")
    }
    return problems
  }
}
