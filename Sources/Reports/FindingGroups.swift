import AppModel
import Audit
import Catalog

/// Groups a report's unwaived findings by what they are about: each
/// resource (its permissions and purpose strings), each feature, the
/// privacy labels, and the app as a whole. A group follows the finding's
/// subject; its aspect (`RuleAspect`) decides the matrix cell instead.
/// With `--baseline`, each group lists the findings new since it first.
enum FindingGroups {
  static func groups(for result: AuditResult, catalog: Catalog) -> [ReportModel.Group] {
    let description = result.description
    var order: [(rank: Int, title: String)] = []
    var members: [String: [Finding]] = [:]
    for finding in result.unwaived {
      let title = groupTitle(for: finding, description: description, catalog: catalog)
      if members[title] == nil { order.append((rank(finding.subject.kind), title)) }
      members[title, default: []].append(finding)
    }
    // Resources first (in order of appearance), then features, screens,
    // labels, the app as a whole and waivers.
    let sorted = order.enumerated().sorted {
      ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset)
    }
    // With a baseline, what is new comes first in each group.
    let compared = result.unwaived.contains { $0.baseline != nil }
    return sorted.map(\.element.title).map { title in
      var findings = members[title] ?? []
      if compared {
        findings = findings.filter { $0.baseline == .new } + findings.filter { $0.baseline != .new }
      }
      return ReportModel.Group(
        title: title, anchor: anchor(title), findings: findings.map(ReportModel.FindingView.init),
        count: findings.count, errorCount: findings.filter { $0.severity == .error }.count)
    }
  }

  private static func groupTitle(
    for finding: Finding, description: AppDescription, catalog: Catalog
  )
    -> String
  {
    switch finding.subject.kind {
    case .permission:
      let resource = description.permissions.first { $0.id == finding.subject.id }?.resource
      return resource.flatMap { catalog.resources[$0]?.name } ?? "Permissions"
    case .purposeString:
      let resource = catalog.keys[finding.subject.id]?.resource
      return resource.flatMap { catalog.resources[$0]?.name } ?? "Purpose strings"
    case .feature:
      return "Feature: " + (description.feature(finding.subject.id)?.name ?? finding.subject.id)
    case .screen:
      return "Screen: " + (description.screen(finding.subject.id)?.name ?? finding.subject.id)
    case .codeUse:
      let resource = String(finding.subject.id.prefix { $0 != "." })
      return catalog.resource(named: resource)?.name ?? "The app's code"
    case .label: return "Privacy labels"
    case .waiver: return "Waivers"
    case .app: return "App and App Review information"
    }
  }

  private static func rank(_ kind: SubjectKind) -> Int {
    switch kind {
    case .permission, .purposeString, .codeUse: return 0
    case .feature: return 1
    case .screen: return 2
    case .label: return 3
    case .app: return 4
    case .waiver: return 5
    }
  }

  private static func anchor(_ title: String) -> String {
    "group-" + title.lowercased().map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined()
  }
}
