import Diagnostics
import Foundation
import YAML

/// A fact the description leaves unanswered on purpose: a field holding the
/// value `TODO`, or a text starting `TODO:` whose rest says what to decide.
/// The decoder records one question per such field instead of a value;
/// rules that read the field wait for the answer instead of raising a
/// finding (see `Documentation/RuleLanguage.md`, "Unknown values").
public struct OpenQuestion: Sendable, Equatable {
  /// Whose field it is: the part of the description the binding gives rules.
  public enum Owner: Sendable, Hashable {
    case app
    case screen(String)
    case feature(String)
    case permission(String)
    /// The whole `privacyLabels` block, or one of its fields.
    case privacyLabels
    /// The whole `review` block.
    case review
  }

  /// The part of the description the field belongs to.
  public var owner: Owner
  /// The field within its owner, as rules name it: `["handles"]`,
  /// `["requestedAt", "moment"]`; empty for a whole block (`privacyLabels: TODO`).
  public var field: [String]
  /// Its key path in the file (`permissions[0].handles`); unique within a
  /// description, and how rules waiting on it name it.
  public var path: String
  /// Where the `TODO` was written.
  public var location: SourceLocation
  /// What the team must decide: the text after `TODO:`, else what the field
  /// stands for.
  public var question: String

  public init(
    owner: Owner, field: [String], path: String, location: SourceLocation, question: String
  ) {
    self.owner = owner
    self.field = field
    self.path = path
    self.location = location
    self.question = question
  }

  /// The marker: a field holding exactly this, or a text starting with it
  /// and a colon, is unanswered.
  public static let marker = "TODO"

  /// When `node` is the unanswered marker, what it asks (nil for a bare
  /// `TODO`, or when the text after `TODO:` is empty); `.none` when it is a value.
  public static func marker(in node: YAMLNode) -> String?? {
    guard let scalar = node.scalar, !node.isNull else { return .none }
    let text = scalar.text
    if text == marker { return .some(nil) }
    guard text.hasPrefix(marker + ":") else { return .none }
    let rest = text.dropFirst(marker.count + 1).trimmingCharacters(in: .whitespaces)
    return .some(rest.isEmpty ? nil : rest)
  }

  /// Whether `text` is the marker as a string field holds it.
  public static func isMarker(_ text: String) -> Bool {
    text == marker || text.hasPrefix(marker + ":")
  }
}

extension AppDescription {
  /// The open questions of one owner.
  public func questions(of owner: OpenQuestion.Owner) -> [OpenQuestion] {
    questions.filter { $0.owner == owner }
  }
}
