import AppModel
import Audit
import Catalog
import RulePacks

/// The permission matrix: one row per resource the app asks for, needs or
/// explains, with what is requested, what the features need, where the
/// prompt appears, the purpose strings per locale and the label state. A
/// cell is a problem or a risk when a finding about that part is unwaived
/// (an error or a lesser one), good otherwise.
///
/// Which cell a finding marks is its aspect (`RuleAspect`), never its pack:
/// `access` findings mark "requested", `states` "when refused", `timing`
/// "prompt", `purpose` "purpose strings" and `labels` "labels"; `review` and
/// `app` findings mark none. "Needed" shows the audit's own judgement, the
/// findings of `permission.without-feature`, and makes none of its own. So a cell's mark is only about its column: a
/// denial the app doesn't handle never marks what is requested. A finding counts for a row when it is about one of
/// the row's permissions or purpose strings (each belongs to one resource)
/// or, for the labels cell only, one of the features that need the
/// resource (a feature may need several, so its other findings say nothing
/// about this one).
enum PermissionMatrix {
  static func rows(for result: AuditResult, catalog: Catalog) -> [ReportModel.MatrixRow] {
    let description = result.description
    var resources: [Resource] = []
    func note(_ resource: Resource) {
      if !resources.contains(resource) { resources.append(resource) }
    }
    description.permissions.forEach { note($0.resource) }
    description.features.forEach { $0.needs.keys.sorted().forEach(note) }
    description.purposeStrings.compactMap { catalog.keys[$0.key]?.resource }.forEach(note)
    return resources.map { row(for: $0, result: result, catalog: catalog) }
  }

  /// The row of `resource`: each cell's text, and its state from the
  /// findings of the cell's aspect.
  private static func row(for resource: Resource, result: AuditResult, catalog: Catalog)
    -> ReportModel.MatrixRow
  {
    let description = result.description
    let permissions = description.permissions.filter { $0.resource == resource }
    let features = description.features.filter { $0.needs[resource] != nil }
    let keys = description.purposeStrings.map(\.key).filter {
      catalog.keys[$0]?.resource == resource
    }
    let findings = RowFindings(
      result, resource: resource, permissions: permissions, features: features, keys: keys)
    let requestedText =
      permissions.isEmpty ? "not requested" : permissions.map(\.access).joined(separator: ", ")
    return ReportModel.MatrixRow(
      resource: resource.rawValue,
      resourceName: catalog.resources[resource]?.name ?? resource.rawValue,
      requested: .make(
        requestedText,
        ReportModel.Cell.state(
          for: findings.about(.access), otherwise: permissions.isEmpty ? .none : .good)),
      needed: neededCell(
        resource, features: features, findings: findings.of(rule: withoutFeature),
        description: description, catalog: catalog),
      prompt: promptCell(
        resource, permissions: permissions, findings: findings.about(.timing),
        description: description, catalog: catalog),
      purposeStrings: .make(
        purposeText(keys: keys, description: description),
        ReportModel.Cell.state(
          for: findings.about(.purpose), otherwise: keys.isEmpty ? .none : .good)),
      labels: .make(
        labelText(features: features, description: description, catalog: catalog),
        ReportModel.Cell.state(for: findings.labels, otherwise: .good)),
      refusal: refusalCell(permissions, findings: findings.about(.states), description: description)
    )
  }

  /// The unwaived findings a row's cells read: those about the resource's
  /// permissions, purpose strings and uses in the code, and, for the labels
  /// cell only, those about the features that need it.
  private struct RowFindings {
    let aboutResource: [Finding]
    let aboutFeatures: [Finding]

    init(
      _ result: AuditResult, resource: Resource, permissions: [Permission], features: [Feature],
      keys: [String]
    ) {
      let permissionIDs = Set(permissions.map(\.id))
      let featureIDs = Set(features.map(\.id))
      aboutResource = result.unwaived.filter {
        switch $0.subject.kind {
        case .permission: return permissionIDs.contains($0.subject.id)
        case .purposeString: return keys.contains($0.subject.id)
        case .codeUse: return $0.subject.id.hasPrefix("\(resource).")
        default: return false
        }
      }
      aboutFeatures = result.unwaived.filter {
        $0.subject.kind == .feature && featureIDs.contains($0.subject.id)
      }
    }

    /// The findings of the rule `id` about the resource.
    func of(rule id: String) -> [Finding] {
      aboutResource.filter { $0.rule == id }
    }

    /// The findings about the resource in `aspect`.
    func about(_ aspect: RuleAspect) -> [Finding] {
      aboutResource.filter { $0.aspect == aspect }
    }

    /// The labels findings about the resource or its features.
    var labels: [Finding] {
      (aboutResource + aboutFeatures).filter { $0.aspect == .labels }
    }
  }

  /// The rule that finds a permission no feature needs; its findings mark
  /// the "needed" cell.
  static let withoutFeature = "permission.without-feature"

  /// What the features need of `resource` and the least access that serves
  /// them, marked by `findings` (the audit's judgement that a permission of
  /// it is one no feature needs).
  private static func neededCell(
    _ resource: Resource, features: [Feature], findings: [Finding], description: AppDescription,
    catalog: Catalog
  ) -> ReportModel.Cell {
    var neededVerbs = features.compactMap { feature -> String? in
      guard let verbs = feature.needs[resource] else { return nil }
      return "\(verbs.joined(separator: " + ")) (\(feature.name))"
    }
    // Web pages a feature shows may ask for the resource through WebKit.
    neededVerbs += description.features.filter { feature in
      feature.webContent.contains { $0.resource == resource }
    }.map { "web content (\($0.name))" }
    // So may the share sheet it hands images to (Save Image).
    neededVerbs += description.features.filter { feature in
      feature.shareSheet.contains { $0.resource == resource }
    }.map { "share sheet (\($0.name))" }
    let least = leastAccess(for: features, resource: resource, catalog: catalog)
    let neededText =
      neededVerbs.isEmpty
      ? "no feature" : neededVerbs.joined(separator: ", ") + "; least access: \(least)"
    return .make(
      neededText,
      ReportModel.Cell.state(for: findings, otherwise: neededVerbs.isEmpty ? .none : .good))
  }

  /// When and on which screen each permission's prompt appears (or that
  /// access is granted without one); a risk while a moment is unanswered.
  private static func promptCell(
    _ resource: Resource, permissions: [Permission], findings: [Finding],
    description: AppDescription, catalog: Catalog
  ) -> ReportModel.Cell {
    // An unanswered moment holds a placeholder: shown as the question it is.
    let unanswered = description.permissionsWithUnansweredMoment
    let prompts = permissions.map { permission in
      let screen =
        description.screen(permission.requestedAt.screen)?.name ?? permission.requestedAt.screen
      let moment =
        unanswered.contains(permission.id)
        ? "when: TODO" : permission.requestedAt.moment.rawValue
      let prompts =
        catalog.resources[resource]?.level(permission.access)?.prompts ?? true
      return prompts
        ? "\(moment), on “\(screen)”"
        : "no prompt (\(permission.access), granted quietly), \(moment), on “\(screen)”"
    }
    let promptState: ReportModel.CellState =
      permissions.contains { unanswered.contains($0.id) } ? .risk : .good
    return .make(
      prompts.isEmpty ? "no prompt" : prompts.joined(separator: "; "),
      ReportModel.Cell.state(for: findings, otherwise: prompts.isEmpty ? .none : promptState))
  }

  /// What each permission's app does when access is refused, in words.
  private static func refusalCell(
    _ permissions: [Permission], findings: [Finding], description: AppDescription
  ) -> ReportModel.Cell {
    guard !permissions.isEmpty else { return .make("no prompt", .none) }
    let unanswered = Set(
      description.questions.filter { $0.field.first == "handles" }.map(\.owner))
    let texts = permissions.map { permission -> String in
      let handles = permission.handles
      var parts: [String] = []
      if unanswered.contains(.permission(permission.id)) { parts.append("handles: TODO") }
      parts.append("denied: " + (handles.denied.map(words) ?? "not said"))
      if let restricted = handles.restricted { parts.append("restricted: " + words(restricted)) }
      if let limited = handles.limited { parts.append("limited: " + words(limited)) }
      let text = parts.joined(separator: ", ")
      return permissions.count > 1 ? "\(permission.id): \(text)" : text
    }
    let otherwise: ReportModel.CellState =
      permissions.contains { unanswered.contains(.permission($0.id)) } ? .risk : .good
    return .make(
      texts.joined(separator: "; "), ReportModel.Cell.state(for: findings, otherwise: otherwise))
  }

  private static func words(_ handling: RefusalHandling) -> String {
    switch handling {
    case .settingsLink: return "links to Settings"
    case .fallback: return "offers another way"
    case .explains: return "explains"
    case .blocks: return "blocks"
    case .unhandled: return "unhandled"
    }
  }

  private static func words(_ handling: LimitedAccessHandling) -> String {
    switch handling {
    case .manageSelection: return "lets the person change the selection"
    case .treatsAsFull: return "treats it as full access"
    case .blocks: return "blocks"
    case .unhandled: return "unhandled"
    }
  }

  /// The least access that serves every feature's need, by the catalog:
  /// the highest level when the needed levels form a chain, or each level
  /// named when features need several (health's read and write).
  private static func leastAccess(for features: [Feature], resource: Resource, catalog: Catalog)
    -> String
  {
    guard let entry = catalog.resources[resource] else { return "unknown" }
    var levels: [String] = []
    for feature in features {
      for verb in feature.needs[resource] ?? [] {
        guard let access = entry.needs[verb]?.access, !levels.contains(access) else { continue }
        levels.append(access)
      }
    }
    let order = entry.levels.map(\.name)
    levels.sort { (order.firstIndex(of: $0) ?? 0) < (order.firstIndex(of: $1) ?? 0) }
    guard let highest = levels.last else { return "none" }
    // Levels of one resource are a chain except where the catalog lists
    // independent ones before their union (read, write, readWrite).
    if levels.count > 1, entry.levels.count > levels.count, entry.levels.last?.name != highest {
      return levels.joined(separator: " + ")
    }
    return highest
  }

  private static func purposeText(keys: [String], description: AppDescription) -> String {
    guard !keys.isEmpty else { return "none" }
    return keys.map { key in
      let purpose = description.purposeString(key)
      let locales = description.app.locales.map { locale -> String in
        guard let text = purpose?.text(for: locale), !text.isEmpty else {
          return "\(locale) missing"
        }
        return locale
      }
      return "\(key): \(locales.joined(separator: ", "))"
    }.joined(separator: "; ")
  }

  private static func labelText(features: [Feature], description: AppDescription, catalog: Catalog)
    -> String
  {
    let leaving = features.flatMap(\.data).filter { $0.destination != .none }
    guard !leaving.isEmpty else { return "no data leaves the device" }
    let declared = Set((description.privacyLabels?.data ?? []).map(\.type))
    var texts: [String] = []
    for flow in leaving {
      let name = catalog.dataTypes[flow.type.rawValue]?.label ?? flow.type.rawValue
      // The person's own server is no collection: nothing to declare.
      let text =
        flow.destination == .userServer
        ? "\(name) to the person's own server (not collected)"
        : declared.contains(flow.type) ? "\(name) declared" : "\(name) not declared"
      if !texts.contains(text) { texts.append(text) }
    }
    return texts.joined(separator: ", ")
  }
}
