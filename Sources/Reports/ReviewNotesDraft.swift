import AppModel
import Audit
import Foundation

/// A first draft of the App Review notes: the demo account reference (never
/// a password) and the team's own notes. The full draft, with where each
/// sensitive feature is and what each prompt asks for, comes from the
/// report templates.
public enum ReviewNotesDraft {
  public static func text(for result: AuditResult) -> String {
    var paragraphs: [String] = []
    if let account = result.description.review?.demoAccount, let username = account.username {
      paragraphs.append(
        "Demo account: \(username) (the password is in the Sign-In Information fields).")
    }
    if let notes = result.description.review?.notes?.trimmingCharacters(
      in: .whitespacesAndNewlines),
      !notes.isEmpty
    {
      paragraphs.append(notes)
    }
    return paragraphs.joined(separator: "\n\n")
  }
}
