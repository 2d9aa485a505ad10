import AppModel
import Catalog
import CodeScan

/// What a code scan adds to an imported draft: each permission's evidence
/// (the requests and uses at its level) and the moment its requests
/// suggest, a permission for each resource the code asks for that no
/// purpose key declares, and a feature per system picker the code shows.
/// The judgement stays with the team: the evidence is written as comments
/// beside the values it suggests.
enum EvidenceInference {
  static func apply(_ scan: ScanResult, to draft: inout DescriptionDraft, catalog: Catalog) {
    draft.scanned = true
    let asking = scan.evidence.filter { $0.kind == .request || $0.kind == .use }
    let byResource = Dictionary(grouping: asking, by: \.resource)
    var permissions: [InferredPermission] = []
    for resource in Resource.allCases {
      var declared = draft.permissions.filter { $0.resource == resource }
      let found = byResource[resource.rawValue] ?? []
      if declared.isEmpty, !found.isEmpty, let entry = catalog.resources[resource] {
        declared = [codeOnlyPermission(resource, entry: entry, evidence: found)]
      }
      // What the system asks for content the app hosts (a web view's pages, a share
      // sheet's Save Image) is shown beside a declared key, never a permission of its own.
      let hosted = scan.evidence.filter { $0.kind == .host && $0.resource == resource.rawValue }
      for var permission in declared {
        permission.evidence = found.filter {
          $0.level == permission.access || declared.count == 1
        }
        if permission.evidence.isEmpty {
          permission.evidence = hosted.filter { $0.level == permission.access }
        }
        permission.moment = moment(of: permission.evidence)
        // Status checks of the level say what the app does in a state too.
        let checks = scan.evidence.filter {
          $0.kind == .status && $0.resource == resource.rawValue
            && ($0.level == permission.access || declared.count == 1)
        }
        permission.handling = HandlingInference.handling(
          of: permission.evidence + checks, resource: resource)
        permissions.append(permission)
      }
    }
    draft.permissions = permissions
    draft.pickers = Resource.allCases.compactMap { resource in
      let shown = scan.evidence.filter { $0.resource == resource.rawValue && $0.kind == .picker }
      guard !shown.isEmpty, let entry = catalog.resources[resource],
        let verb = resource.needVerbs.first(where: { entry.needs[$0]?.isSystemUI == true })
      else { return nil }
      return DraftPicker(resource: resource, verb: verb, evidence: shown)
    }
  }

  /// A permission for a resource the code asks for and no key declares:
  /// at the highest level the code reaches.
  private static func codeOnlyPermission(
    _ resource: Resource, entry: CatalogResource, evidence: [Evidence]
  ) -> InferredPermission {
    let levels = resource.accessLevels
    let reached = evidence.compactMap { levels.firstIndex(of: $0.level) }.max()
    let access = reached.map { levels[$0] } ?? levels.last ?? ""
    let verb =
      resource.needVerbs.first { entry.needs[$0]?.access == access } ?? resource.needVerbs.first
      ?? ""
    var permission = InferredPermission(
      resource: resource, name: entry.name, access: access, levels: levels, verb: verb, keys: [])
    permission.needsKey = !(entry.level(access)?.keys.isEmpty ?? true)
    return permission
  }

  /// The moment the requests show the prompt at, by the scan's one
  /// definition of timing (`PromptTiming`, which the `code` pack's timing
  /// rule reads too): the earliest of them. Nil, left a question, when no
  /// request's moment is known, or when the known ones are all `feature`
  /// and another's is unknown: that one may ask at launch, and a guessed
  /// `feature` would silence permission.prompt-at-launch.
  static func moment(of evidence: [Evidence]) -> String? {
    let moments = evidence.filter { $0.kind == .request }.map(\.moment)
    guard let earliest = moments.max(by: { $0.earliness < $1.earliness }), earliest != .unknown
    else { return nil }
    if earliest == .feature && moments.contains(.unknown) { return nil }
    return earliest.rawValue
  }
}
