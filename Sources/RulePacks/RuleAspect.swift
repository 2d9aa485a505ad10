import RuleBinding

/// The part of the report a rule's findings belong to: the permission
/// matrix cell they mark, whatever pack the rule comes from. A rule says it
/// with `aspect:`; without one it gets `RuleAspect.default(for:at:)`.
public enum RuleAspect: String, Sendable, Hashable, CaseIterable, Codable {
  /// The level of access requested against the level the features need
  /// (full library where the picker would do, "Always" location, a
  /// permission no feature needs). Marks the matrix's "requested" cell.
  case access
  /// When and where the prompt appears and what precedes it (the moment,
  /// the feature that asks, the pre-prompt screen). Marks the "prompt" cell.
  case timing
  /// What the app does when access is denied, restricted or limited. Marks
  /// the "when refused" cell.
  case states
  /// The purpose strings (Info.plist usage descriptions): present, specific,
  /// localized, true to the feature. Marks the "purpose strings" cell.
  case purpose
  /// The privacy labels and the data the app collects or sends. Marks the
  /// "labels" cell.
  case labels
  /// The App Review information: the demo account, the notes.
  case review
  /// App-wide matters: accounts, tracking, the project's files, recording,
  /// placeholders.
  case app

  /// What belongs to the aspect, in a few words, for the rule catalogue.
  public var summary: String {
    switch self {
    case .access: return "the level of access requested against the level the features need"
    case .timing: return "when and where the prompt appears, and what precedes it"
    case .states: return "what the app does when access is denied, restricted or limited"
    case .purpose: return "the purpose strings"
    case .labels: return "the privacy labels and the data the app collects"
    case .review: return "the App Review information: demo account, notes"
    case .app: return "app-wide matters: accounts, tracking, the project's files"
    }
  }

  /// `default(for:at:)` in words, for the rule catalogue and `rules show`.
  public static let defaultsText =
    "A rule without `aspect:` gets one from its scope: `permission` rules are `timing` when "
    + "`at:` is `requestedAt…` or `primer`, `states` when it is `handles`, `access` otherwise; "
    + "`feature` rules are `labels` when `at:` is `data`, `app` otherwise; `purposeString` rules "
    + "are `purpose`, `label` rules `labels`, `codeUse` rules `access`, `screen` and `app` "
    + "rules `app`."

  /// The aspect of a rule that doesn't name one, from its scope and its
  /// `at:` field: a permission rule pointing at `requestedAt…` or `primer`
  /// is `timing`, at `handles` `states`, otherwise `access`; a feature rule
  /// pointing at `data` is `labels`, otherwise `app`; a purpose-string rule
  /// is `purpose`, a label rule `labels`, a code-use rule `access`; screen
  /// and app rules are `app`.
  public static func `default`(for scope: RuleScope, at field: String?) -> RuleAspect {
    switch scope {
    case .permission:
      if let field, field.hasPrefix("requestedAt") || field == "primer" { return .timing }
      return field == "handles" ? .states : .access
    case .feature: return field == "data" ? .labels : .app
    case .purposeString: return .purpose
    case .label: return .labels
    case .codeUse: return .access
    case .screen, .app: return .app
    }
  }
}

extension Rule {
  /// The rule's aspect as the catalogue and `rules show` print it:
  /// `access`, or `access (default)` when the pack leaves it out.
  public var aspectText: String {
    declaresAspect ? aspect.rawValue : "\(aspect.rawValue) (default)"
  }
}
