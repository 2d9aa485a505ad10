import RuleLanguage

/// Which resources a manual check's `applies` expression limits its
/// permissions and features to: what lets a change to the camera's purpose
/// string leave a location check's result standing.
///
/// A collection is scoped only when every mention of it is filtered by
/// resource names written as literals: `permissions` only as the receiver
/// of `exists`, `all`, `exists_one` or `filter` whose condition has
/// `p.resource == "location"` or `p.resource in ["a", "b"]` among its `&&`
/// terms, and features only through `featuresNeeding("location")`. Any
/// other mention (`size(permissions) > 0`, `features.exists(…)`) makes the
/// check depend on the whole collection, as before.
struct ResourceScope: Equatable {
  /// The resources the check's permissions are limited to; nil when it
  /// reads every permission (or none).
  var permissions: Set<String>?
  /// The resources the check's features are limited to; nil when it reads
  /// every feature (or none).
  var features: Set<String>?

  /// The scope of `expression`.
  init(of expression: Expr) {
    var scan = Scan()
    scan.visit(expression)
    permissions = scan.unscopedPermissions ? nil : scan.permissionResources.nilIfEmpty
    features = scan.unscopedFeatures ? nil : scan.featureResources.nilIfEmpty
  }

  /// The part name for `collection` under `resources`:
  /// `permissions(camera,photos)`.
  static func partName(_ collection: String, _ resources: Set<String>) -> String {
    "\(collection)(\(resources.sorted().joined(separator: ",")))"
  }

  /// The collection and resources of a scoped part name; nil for any other.
  static func parse(_ part: String) -> (collection: String, resources: Set<String>)? {
    guard part.hasSuffix(")"), let open = part.firstIndex(of: "(") else { return nil }
    let collection = String(part[..<open])
    let inner = part[part.index(after: open)..<part.index(before: part.endIndex)]
    let resources = Set(inner.split(separator: ",").map(String.init))
    guard !collection.isEmpty, !resources.isEmpty else { return nil }
    return (collection, resources)
  }

  /// The walk over the syntax tree; its depth is the parser's bounded height.
  private struct Scan {
    var permissionResources: Set<String> = []
    var featureResources: Set<String> = []
    var unscopedPermissions = false
    var unscopedFeatures = false

    static let filteringMacros: Set<String> = ["exists", "all", "exists_one", "filter"]

    mutating func visit(_ node: Expr) {
      switch node.kind {
      case .identifier("permissions"), .identifier("permission"):
        unscopedPermissions = true
      case .identifier("features"), .identifier("feature"):
        unscopedFeatures = true
      case .call(let receiver?, let name, _, let arguments)
      where Self.filteringMacros.contains(name) && Self.isPermissions(receiver)
        && arguments.count == 2:
        visitScopedPermissions(variable: arguments[0], condition: arguments[1])
      case .call(nil, "featuresNeeding", _, let arguments):
        if arguments.count == 1, case .literal(.string(let resource)) = arguments[0].kind {
          featureResources.insert(resource)
        } else {
          unscopedFeatures = true
          arguments.forEach { visit($0) }
        }
      default:
        node.kind.children.forEach { visit($0) }
      }
    }

    private mutating func visitScopedPermissions(variable: Expr, condition: Expr) {
      guard case .identifier(let name) = variable.kind else {
        unscopedPermissions = true
        return
      }
      let resources = Self.resources(testedOn: name, in: condition)
      if resources.isEmpty { unscopedPermissions = true }
      permissionResources.formUnion(resources)
      visit(condition)
    }

    private static func isPermissions(_ node: Expr) -> Bool {
      if case .identifier("permissions") = node.kind { return true }
      return false
    }

    /// The resources a condition requires of `variable` in one of its
    /// top-level `&&` terms.
    static func resources(testedOn variable: String, in condition: Expr) -> Set<String> {
      let terms: [Expr]
      if case .logical(.and, let operands) = condition.kind {
        terms = operands
      } else {
        terms = [condition]
      }
      for term in terms {
        let found = resources(ofTerm: term, variable: variable)
        if !found.isEmpty { return found }
      }
      return []
    }

    private static func resources(ofTerm term: Expr, variable: String) -> Set<String> {
      guard case .binary(let op, let lhs, let rhs, _) = term.kind,
        isResourceField(lhs, of: variable)
      else { return [] }
      switch (op, rhs.kind) {
      case (.equal, .literal(.string(let resource))): return [resource]
      case (.in, .list(let items)):
        var resources: Set<String> = []
        for item in items {
          guard case .literal(.string(let resource)) = item.kind else { return [] }
          resources.insert(resource)
        }
        return resources
      default: return []
      }
    }

    private static func isResourceField(_ node: Expr, of variable: String) -> Bool {
      guard case .select(let operand, "resource", _) = node.kind,
        case .identifier(let name) = operand.kind
      else { return false }
      return name == variable
    }
  }
}

extension Set {
  fileprivate var nilIfEmpty: Set? { isEmpty ? nil : self }
}
