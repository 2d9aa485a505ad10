import Diagnostics
import FileSupport
import Mustache
import RuleBinding
import RuleLanguage
import Wording

/// A rule pack (`Checklists/*.yaml`): rules the engine evaluates and manual
/// checks for the team checklist, all data.
public struct RulePack: Sendable {
  /// The pack's name; its rule ids start with it (`photos.`).
  public var name: String
  public var title: String
  /// The App Review Guidelines revision the pack was written against.
  public var guidelinesRevision: String?
  public var rules: [Rule]
  public var checks: [ManualCheck]
  /// The file it was read from, as messages name it.
  public var file: String
  /// The folder it was read from, which holds its tests (`tests/NAME/`).
  public var folder: ResourceFolder
  /// The wording knowledge it declares (`languages:`), one entry per language.
  public var languages: [WordingLanguage] = []
  /// The lexicons it declares (`lexicons:`).
  public var lexicons: [Lexicon] = []
}

/// One rule: for each subject in its scope where `where` holds, it raises a
/// finding when `fails` is true.
public struct Rule: Sendable {
  /// The stable public id (`photos.picker-would-suffice`).
  public var id: String
  public var title: String
  public var severity: DiagnosticSeverity
  /// The App Store Review Guidelines section, e.g. "5.1.1(iii)".
  public var guideline: String?
  /// The App Store Connect error that refuses the upload itself when the
  /// rule fails (`itms: ITMS-91053`): the build never reaches a reviewer.
  /// Nil for a rule whose finding App Review (or the person) would meet.
  public var itms: String? = nil
  public var scope: RuleScope
  /// The part of the report its findings belong to (`aspect:`, or the
  /// default for its scope, `RuleAspect.default(for:at:)`).
  public var aspect: RuleAspect
  /// Whether the pack names the aspect (`aspect:`) rather than leaving the
  /// default.
  public var declaresAspect: Bool
  /// The expression that selects subjects, if any.
  public var condition: CheckedExpression?
  /// Named values computed before `fails`, usable by it and by the texts.
  public var bindings: [(name: String, expression: CheckedExpression)]
  /// True when the subject has the problem.
  public var fails: CheckedExpression
  /// The subject's field the finding points at (`requestedAt.moment`).
  public var at: String?
  /// A `ProjectSource` (a place in the project's files) the finding also
  /// points at, for cross-checks.
  public var related: CheckedExpression? = nil
  public var message: Template
  public var fix: Template?
  public var reviewNote: Template?
  public var references: [String]
  /// The pack it belongs to.
  public var pack: String
  /// Where the rule is written.
  public var location: SourceLocation
  /// The source of each expression, for `rules show`.
  public var sources: RuleSources
  /// The first name parts the texts read (`permission` for
  /// `{{permission.id}}`), so that a finding converts only those to
  /// template data; nil when that can't be told (see `RuleTextNames`).
  public var textNames: Set<String>? = nil
}

/// A rule's expressions and texts as written, for documentation.
public struct RuleSources: Sendable {
  public var condition: String?
  public var bindings: [(name: String, source: String)]
  public var fails: String
  public var message: String
  public var fix: String?
  public var reviewNote: String?
}

/// A check no tool can do, for the team checklist.
public struct ManualCheck: Sendable {
  public var id: String
  public var title: String
  /// When the check applies to an app (evaluated in the app scope).
  public var applies: CheckedExpression
  /// How to do it.
  public var how: String
  public var pack: String
  public var location: SourceLocation
}
