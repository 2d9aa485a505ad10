import AppModel
import Catalog
import CodeScan
import ProjectFiles
import RuleLanguage

/// The `code` variable: what a scan of the app's sources found (every place
/// the code asks for, uses or checks a protected resource, or shows a
/// picker), so that rules can compare the code with the description and the
/// Info.plist. Null when the audit has no scan. Each evidence carries a
/// `ProjectSource` for a rule's `related:` (the code line, with its column).
///
/// Code that only runs on systems the app no longer supports (the `below
/// iOS 14` branch of an `#available` check in an app whose `minimumOS` is
/// 14 or later) is kept in `evidence` with `reachable: false` and left out
/// of `byResource`'s lists and of the `codeUse` subjects: it never runs.
/// Calls of required-reason APIs (kind `reason`) ask for no permission:
/// they are kept apart, by category, in `requiredReasons` (reachable ones
/// only), and are not in `evidence` or `byResource`.
public enum CodeBinding {
  /// The object types of `code`, declared beside the description's in
  /// `BindingSchema`.
  static let objectTypes: [ObjectType] = [
    ObjectType(
      "Code",
      fields: [
        "root": .string, "folder": .string, "files": .int,
        "evidence": .list(.object("CodeEvidence")), "byResource": .map(.object("CodeResource")),
        "scanned": .list(.string), "requiredReasons": .map(.object("CodeReason")),
      ]),
    ObjectType(
      "CodeReason",
      fields: [
        "category": .string, "manifest": .string, "evidence": .list(.object("CodeEvidence")),
        "first": .object("CodeEvidence"),
      ]),
    ObjectType(
      "CodeEvidence",
      fields: [
        "resource": .string, "level": .string, "kind": .string, "api": .string, "file": .string,
        "line": .int, "column": .int, "type": .string, "functionName": .string,
        "enclosing": .string, "trigger": .string, "moment": .string, "handles": .list(.string),
        "availability": .string, "reachable": .bool, "source": .object("ProjectSource"),
        "use": .string,
      ], optional: ["type", "functionName", "availability"]),
    ObjectType(
      "CodeResource",
      fields: [
        "levels": .list(.string), "requests": .list(.object("CodeEvidence")),
        "uses": .list(.object("CodeEvidence")), "pickers": .list(.object("CodeEvidence")),
        "statuses": .list(.object("CodeEvidence")), "hosts": .list(.object("CodeEvidence")),
        "unreachable": .list(.object("CodeEvidence")),
      ]),
    ObjectType(
      "CodeUse",
      fields: [
        "resource": .string, "level": .string, "evidence": .list(.object("CodeEvidence")),
        "first": .object("CodeEvidence"), "atLeast": .list(.string), "keys": .list(.string),
      ]),
  ]

  /// The `code` value and its `codeUse` subjects for one description.
  package struct Bound {
    package var value: Value
    /// One per resource and level that reachable code requests or uses, in
    /// resource order, then the catalog's level order.
    package var uses: [Use]
  }

  /// A resource and level the code requests or uses.
  package struct Use {
    package var resource: String
    package var level: String
    package var value: Value
  }

  /// Binds `code` for `description`; nil gives a null `code` and no
  /// `codeUse` subjects.
  /// With `project` read from an Xcode project, `requiredReasons` holds
  /// only the app target's calls: a file only an embedded extension
  /// compiles is that extension's (`project.targets`).
  package static func bind(
    _ code: ScannedCode?, description: AppDescription, catalog: Catalog,
    project: AppProject? = nil
  ) -> Bound {
    guard let code else { return Bound(value: .null, uses: []) }
    let minimumOS = description.app.minimumOS.flatMap(knownVersion)
    var all: [Value] = []
    var reachableByResource: [String: [(Evidence, Value)]] = [:]
    var unreachableByResource: [String: [Value]] = [:]
    for item in code.result.evidence where item.kind != .reason {
      let reachable = isReachable(item, minimumOS: minimumOS)
      let value = evidence(item, reachable: reachable, folder: code.folder)
      all.append(value)
      if reachable {
        reachableByResource[item.resource, default: []].append((item, value))
      } else {
        unreachableByResource[item.resource, default: []].append(value)
      }
    }
    let resources = Set(reachableByResource.keys).union(unreachableByResource.keys).sorted()
    var byResource: [String: Value] = [:]
    var uses: [Use] = []
    for resource in resources {
      let items = reachableByResource[resource] ?? []
      let order = catalog.resource(named: resource)?.levels.map(\.name) ?? []
      func of(_ kind: CodeAPI.Kind) -> [Value] { items.filter { $0.0.kind == kind }.map(\.1) }
      let used = items.filter { $0.0.kind == .request || $0.0.kind == .use }
      let levels = ordered(Set(used.map(\.0.level)), by: order)
      byResource[resource] = BindingSchema.object(
        "CodeResource",
        [
          "levels": .list(levels.map(Value.string)), "requests": .list(of(.request)),
          "uses": .list(of(.use)), "pickers": .list(of(.picker)), "statuses": .list(of(.status)),
          "hosts": .list(of(.host)), "unreachable": .list(unreachableByResource[resource] ?? []),
        ])
      for level in levels {
        let evidence = used.filter { $0.0.level == level }.map(\.1)
        let atLeast = order.firstIndex(of: level).map { Array(order[$0...]) } ?? [level]
        let keys = catalog.resource(named: resource)?.level(level)?.keys ?? []
        uses.append(
          Use(
            resource: resource, level: level,
            value: BindingSchema.object(
              "CodeUse",
              [
                "resource": .string(resource), "level": .string(level),
                "evidence": .list(evidence), "first": evidence.first ?? .null,
                "atLeast": .list(atLeast.map(Value.string)), "keys": .list(keys.map(Value.string)),
              ])))
      }
    }
    let reasons = appReasons(code, minimumOS: minimumOS, project: project)
    return Bound(value: value(code, all: all, byResource: byResource, reasons: reasons), uses: uses)
  }

  /// The `code` object.
  private static func value(
    _ code: ScannedCode, all: [Value], byResource: [String: Value], reasons: [String: Value]
  ) -> Value {
    BindingSchema.object(
      "Code",
      [
        "root": .string(code.result.root), "folder": .string(code.folder),
        "files": .int(code.result.files), "evidence": .list(all), "byResource": .map(byResource),
        "scanned": .list(code.resources.sorted().map(Value.string)),
        "requiredReasons": .map(reasons),
      ])
  }

  /// The required-reason calls of the app target's own files (all of them
  /// without a project).
  private static func appReasons(_ code: ScannedCode, minimumOS: String?, project: AppProject?)
    -> [String: Value]
  {
    requiredReasons(code, minimumOS: minimumOS) { file in
      project.map { TargetBinding.isApp(file: file, in: $0) } ?? true
    }
  }

  /// The reachable calls of required-reason APIs in the files `including`
  /// accepts (given as the working directory sees them), by category.
  static func requiredReasons(
    _ code: ScannedCode, minimumOS: String?, including: (String) -> Bool = { _ in true }
  ) -> [String: Value] {
    var reasons: [String: [(Evidence, Value)]] = [:]
    for item in code.result.evidence
    where item.kind == .reason && isReachable(item, minimumOS: minimumOS)
      && including(ProjectFileSystem.join(code.folder, item.file))
    {
      reasons[item.resource, default: []].append(
        (item, evidence(item, reachable: true, folder: code.folder)))
    }
    return reasons.mapValues(requiredReason)
  }

  /// The calls of one required-reason category that reachable code makes.
  private static func requiredReason(_ items: [(Evidence, Value)]) -> Value {
    BindingSchema.object(
      "CodeReason",
      [
        "category": .string(items.first?.0.resource ?? ""),
        "manifest": .string(items.first?.0.level ?? ""), "evidence": .list(items.map(\.1)),
        "first": items.first?.1 ?? .null,
      ])
  }

  /// `levels` in the catalog's order; levels the catalog doesn't know
  /// (a team's API naming its own) come last, by name.
  static func ordered(_ levels: Set<String>, by order: [String]) -> [String] {
    order.filter(levels.contains) + levels.subtracting(order).sorted()
  }

  /// Whether the code at `item` can run on a system the app supports: not
  /// when it is the `below iOS N` branch and the app requires iOS N or later.
  static func isReachable(_ item: Evidence, minimumOS: String?) -> Bool {
    let prefix = "below iOS "
    guard let minimumOS, let availability = item.availability, availability.hasPrefix(prefix),
      let version = knownVersion(String(availability.dropFirst(prefix.count)))
    else { return true }
    return OSVersion.isLess(minimumOS, than: version)
  }

  /// `text` when it is a version number (`14`, `14.0`, `16.4.1`), else nil
  /// (an unanswered `TODO` is no version).
  static func knownVersion(_ text: String) -> String? {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...3).contains(parts.count),
      parts.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy { (48...57).contains($0) } })
    else { return nil }
    return text
  }

  private static func evidence(_ item: Evidence, reachable: Bool, folder: String) -> Value {
    var fields: [String: Value] = [
      "resource": .string(item.resource), "level": .string(item.level),
      "kind": .string(item.kind.rawValue), "api": .string(item.api), "file": .string(item.file),
      "line": .int(item.line), "column": .int(item.column),
      "trigger": .string(item.trigger.rawValue), "moment": .string(item.moment.rawValue),
      "handles": .list(item.handles.map(Value.string)),
      "reachable": .bool(reachable),
      "source": BindingSchema.object(
        "ProjectSource",
        [
          "file": .string(ProjectFileSystem.join(folder, item.file)), "line": .int(item.line),
          "column": .int(item.column), "key": .string(item.api), "kind": .string("code"),
        ]),
    ]
    if let type = item.type { fields["type"] = .string(type) }
    // `function` is a reserved word of the rule language.
    if let function = item.function { fields["functionName"] = .string(function) }
    fields["enclosing"] = .string(
      [item.type, item.function].compactMap { $0 }.joined(separator: "."))
    if let availability = item.availability { fields["availability"] = .string(availability) }
    // What the call does, as a purpose string would say it; "" when the catalog doesn't say.
    fields["use"] = .string(item.use ?? "")
    return BindingSchema.object("CodeEvidence", fields: fields)
  }
}
