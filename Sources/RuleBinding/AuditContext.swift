import AppModel
import Diagnostics
import RuleLanguage
import Wording

/// One description as values for rule expressions: the global variables,
/// lookups by id for the helper functions, and each scope's subjects.
package final class AuditContext: Sendable {
  let description: AppDescription
  /// `app`, `screens`, `features`, … and `catalog`.
  package let globals: [String: Value]
  /// The same values in the order of ``BindingSchema/globalNames``, for
  /// rules evaluated in a ``VariableLayout``.
  package let globalValues: [Value]
  let screens: [String: Value]
  let features: [String: Value]
  let purposeStrings: [String: Value]
  /// The features by the resources they need, for `featuresNeeding(r)`.
  let featuresByNeed: FeatureNeedIndex
  /// The app's name and its features' names: what texts are read with
  /// placeholders for.
  let appName: String
  let featureNames: [String]
  /// The same, folded once for the wording judgements: the app's name
  /// alone, and with the features' names.
  let appWordingNames: WordingText.Names
  let wordingNames: WordingText.Names
  /// Every name the description gives: features, their controls, screens.
  let knownNames: [String]
  /// The same, folded once for `otherProductName`.
  let knownWordingNames: WordingText.Names
  /// Each subject of each scope with the variables it adds, by the
  /// scope's name: a dictionary keyed by the enum itself costs a start
  /// the runtime's search of every conformance for its `Hashable`.
  private let subjectsByScope: [String: [Subject]]

  /// The subjects of `scope`, in the description's order.
  package func subjects(in scope: RuleScope) -> [Subject] { subjectsByScope[scope.rawValue] ?? [] }
  /// What lexicons said about this description's texts.
  let lexiconCache = LexiconCache()
  /// The source each translated purpose string is judged through.
  let wordingSources: WordingSources
  /// Parts of rule expressions that read only `globals`, computed once for
  /// this description rather than once per subject.
  package let evaluationCache = EvaluationCache()

  /// One thing a rule is evaluated for.
  package struct Subject: Sendable {
    /// `permission`, `feature`, …
    package var kind: RuleScope
    /// Its id (the Info.plist key for a purpose string, the data type for a label).
    package var id: String
    /// The values of the variables it adds to the globals, in the order of
    /// ``BindingSchema/variableNames(for:)``.
    package var values: [Value]
    /// Where it was written, field by field.
    package var locations: FieldLocations

    /// A subject adding `variables` (a value for each name its scope
    /// declares; a missing one is null).
    init(
      kind: RuleScope, id: String, variables: [String: Value], locations: FieldLocations
    ) {
      self.kind = kind
      self.id = id
      self.values = BindingSchema.variableNames(for: kind).map { variables[$0] ?? .null }
      self.locations = locations
    }
  }

  package init(
    description: AppDescription, catalog: Value, catalogKeys: [String: String],
    project: Value = .null, code: CodeBinding.Bound = CodeBinding.Bound(value: .null, uses: [])
  ) {
    self.description = description
    wordingSources = WordingSources(description)
    appName = description.app.name
    featureNames = description.features.map(\.name)
    knownNames =
      featureNames + description.features.compactMap(\.control) + description.screens.map(\.name)
    // The features' names come first among the known names, so each set
    // of names is a prefix of one folding.
    let folded = WordingText.FoldedNames(appName: appName, featureNames: knownNames)
    appWordingNames = WordingText.Names(folded, featureCount: 0)
    wordingNames = WordingText.Names(folded, featureCount: featureNames.count)
    knownWordingNames = WordingText.Names(folded)
    let values = DescriptionValues(description: description, keyResources: catalogKeys)
    let screenList = description.screens.map(values.screen)
    let featureList = description.features.map(values.feature)
    let permissionList = description.permissions.map(values.permission)
    let purposeList = description.purposeStrings.map(values.purposeString)
    let labelList = (description.privacyLabels?.data ?? []).map(values.label)
    screens = Dictionary(zip(description.screens.map(\.id), screenList)) { first, _ in first }
    features = Dictionary(zip(description.features.map(\.id), featureList)) { first, _ in first }
    featuresByNeed = FeatureNeedIndex(featureList)
    purposeStrings = Dictionary(zip(description.purposeStrings.map(\.key), purposeList)) {
      first, _ in first
    }
    let globals: [String: Value] = [
      "app": values.app, "screens": .list(screenList), "features": .list(featureList),
      "permissions": .list(permissionList), "purposeStrings": .list(purposeList),
      "labels": values.labels, "accounts": values.accounts, "review": values.review,
      "catalog": catalog, "project": project, "code": code.value,
    ]
    self.globals = globals
    globalValues = BindingSchema.globalNames.map { globals[$0] ?? .null }
    subjectsByScope = Self.subjects(
      of: description, screens: screenList, features: featureList, permissions: permissionList,
      purposes: purposeList, labels: labelList, screenValues: screens,
      featureValues: features, codeUses: code.uses, catalogKeys: catalogKeys)
  }

  /// Each scope's subjects, by the scope's name: the app, and each screen,
  /// feature, permission, purpose string, privacy label and use in code,
  /// with the values the description's parts were bound to (`screens` …
  /// `labels`, in the description's order; `screenValues` and
  /// `featureValues` by id).
  private static func subjects(
    of description: AppDescription, screens: [Value], features: [Value], permissions: [Value],
    purposes: [Value], labels: [Value], screenValues: [String: Value],
    featureValues: [String: Value], codeUses: [CodeBinding.Use], catalogKeys: [String: String]
  ) -> [String: [Subject]] {
    var subjects: [String: [Subject]] = [:]
    subjects[RuleScope.app.rawValue] = [
      Subject(
        kind: .app, id: description.app.bundleId, variables: [:],
        locations: appLocations(of: description))
    ]
    subjects[RuleScope.screen.rawValue] = zip(description.screens, screens).map {
      screen, value in
      Subject(
        kind: .screen, id: screen.id, variables: ["screen": value], locations: screen.locations)
    }
    subjects[RuleScope.feature.rawValue] = zip(description.features, features).map {
      feature, value in
      Subject(
        kind: .feature, id: feature.id,
        variables: ["feature": value, "screen": screenValues[feature.screen] ?? .null],
        locations: feature.locations)
    }
    subjects[RuleScope.permission.rawValue] = zip(description.permissions, permissions).map {
      permission, value in
      Subject(
        kind: .permission, id: permission.id,
        variables: [
          "permission": value, "screen": screenValues[permission.requestedAt.screen] ?? .null,
          "feature": permission.requestedAt.feature.flatMap { featureValues[$0] } ?? .null,
        ], locations: permission.locations)
    }
    subjects[RuleScope.purposeString.rawValue] = zip(description.purposeStrings, purposes).map {
      purpose, value in
      Subject(
        kind: .purposeString, id: purpose.key, variables: ["purposeString": value],
        locations: purpose.locations)
    }
    subjects[RuleScope.label.rawValue] = zip(description.privacyLabels?.data ?? [], labels).map {
      entry, value in
      Subject(
        kind: .label, id: entry.type.rawValue, variables: ["label": value],
        locations: entry.locations)
    }
    subjects[RuleScope.codeUse.rawValue] = codeUses.map { use in
      Subject(
        kind: .codeUse, id: "\(use.resource).\(use.level)", variables: ["codeUse": use.value],
        locations: place(of: use, in: description, catalogKeys: catalogKeys))
    }
    return subjects
  }

  /// Where the app was written, with the description's app-wide blocks
  /// (`accounts`, `privacyLabels`, `review`) as its fields: app rules may
  /// point at them too.
  private static func appLocations(of description: AppDescription) -> FieldLocations {
    var appLocations = description.app.locations
    appLocations.fields["accounts"] = description.accounts?.locations.start
    appLocations.fields["privacyLabels"] = description.privacyLabels?.locations.start
    appLocations.fields["review"] = description.review?.locations.start
    return appLocations
  }

  /// Where in the description a finding about code that requests or uses
  /// `use` points: the resource's permission at that level, else its first
  /// permission, else its first purpose string, else the `purposeStrings`
  /// (or `permissions`) block, else the app.
  private static func place(
    of use: CodeBinding.Use, in description: AppDescription, catalogKeys: [String: String]
  ) -> FieldLocations {
    let permissions = description.permissions.filter { $0.resource.rawValue == use.resource }
    if let permission = permissions.first(where: { $0.access == use.level }) ?? permissions.first {
      return FieldLocations(start: permission.locations.start)
    }
    if let purpose = description.purposeStrings.first(where: {
      catalogKeys[$0.key] == use.resource
    }) {
      return FieldLocations(start: purpose.locations.start)
    }
    let block =
      description.locations.fields["purposeStrings"] ?? description.locations.fields["permissions"]
    return FieldLocations(start: block ?? description.app.locations.start)
  }
}
