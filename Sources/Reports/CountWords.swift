/// The nouns that follow a report's counts, singular for one and plural
/// otherwise (`1 error`, `2 errors`, `0 notes`), for templates to write after
/// the numbers: `{{counts.error}} {{counts.words.error}}`.
public struct CountWords: Encodable, Sendable, Equatable {
  public var error: String
  public var warning: String
  public var note: String
  /// "open question" or "open questions".
  public var question: String

  /// The nouns for these counts.
  public init(errors: Int, warnings: Int, notes: Int, questions: Int) {
    error = Self.noun(errors, "error")
    warning = Self.noun(warnings, "warning")
    note = Self.noun(notes, "note")
    question = Self.noun(questions, "open question")
  }

  /// `noun` for a count of one, `noun` + "s" for any other count.
  public static func noun(_ count: Int, _ noun: String) -> String {
    count == 1 ? noun : noun + "s"
  }
}
