import Foundation

/// The last guard between a secret and an output. A description's secret
/// (the demo account's password) is replaced in the description itself
/// when it is loaded (`SecretFields`), but the same text can sit in the
/// files read beside it — the checklist file's notes, the project's
/// `.strings` and Info.plist, a baseline's messages, the description's own
/// file name — or in a team template. Every secret loaded in this process
/// is registered here, and every text the tool writes (standard output,
/// standard error, each file) passes through `redacting(_:)`, which
/// replaces it, and its escaped forms in JSON, HTML/XML and terminal text,
/// with `marker`. No raw NUL leaves either: it becomes `\u{00}`.
public enum OutputRedaction {
  /// What a secret's text becomes (the same as in the description).
  public static let marker = "‹redacted›"

  private final class Registry: @unchecked Sendable {
    let lock = NSLock()
    var texts: [String] = []
  }

  private static let registry = Registry()

  /// Adds `secret` (and its escaped forms) to the texts every output hides.
  public static func register(_ secret: String) {
    guard !secret.isEmpty else { return }
    let forms = Set(escapedForms(of: secret))
    registry.lock.lock()
    defer { registry.lock.unlock() }
    for form in forms where !registry.texts.contains(form) { registry.texts.append(form) }
    // Longest first, so that a form containing another is replaced whole.
    registry.texts.sort { $0.count > $1.count }
  }

  /// The secrets registered so far, in every escaped form.
  static var secrets: [String] {
    registry.lock.lock()
    defer { registry.lock.unlock() }
    return registry.texts
  }

  /// Loaders of secrets that may not be registered yet when the process
  /// first writes something: a problem found before the descriptions are
  /// loaded (a `--baseline` that can't be read, a team configuration's
  /// error) may quote a file name or text holding a description's
  /// password. Held under their own lock, which a concurrent writer waits
  /// on while they run.
  private final class Pending: @unchecked Sendable {
    let lock = NSLock()
    var loaders: [@Sendable () -> Void] = []
  }

  private static let pending = Pending()

  /// Has `loader` (which registers secrets, reading no output of its own)
  /// run once before the next text is redacted: what a command names as
  /// its descriptions, read for their secrets when something is written
  /// before they were loaded.
  public static func registerBeforeOutput(_ loader: @escaping @Sendable () -> Void) {
    pending.lock.lock()
    defer { pending.lock.unlock() }
    pending.loaders.append(loader)
  }

  /// Runs the pending loaders, once; a writer on another thread waits.
  private static func loadPending() {
    pending.lock.lock()
    defer { pending.lock.unlock() }
    guard !pending.loaders.isEmpty else { return }
    let loaders = pending.loaders
    pending.loaders = []
    loaders.forEach { $0() }
  }

  /// `text` with every registered secret replaced by `marker` and every NUL
  /// by its visible escape. Text without either is returned as it is, at
  /// the cost of one scan per secret. Secrets still pending
  /// (``registerBeforeOutput(_:)``) are loaded first.
  public static func redacting(_ text: String) -> String {
    loadPending()
    var result = text
    for secret in secrets where result.contains(secret) {
      result = result.replacingOccurrences(of: secret, with: marker)
    }
    if result.utf8.contains(0) {
      result = result.replacingOccurrences(of: "\u{0}", with: "\\u{00}")
    }
    return result
  }

  /// `secret` as it is, and as JSON, HTML/XML, Markdown and terminal text
  /// write it.
  static func escapedForms(of secret: String) -> [String] {
    let json =
      secret
      .replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    let html = secret.replacingOccurrences(of: "&", with: "&amp;")
      .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
      .replacingOccurrences(of: "\"", with: "&quot;")
    // As the Markdown reports escape a value (`ContentType.escapeMarkdown`).
    let markdown = secret.unicodeScalars.map { scalar -> String in
      switch scalar {
      case "\\", "`", "*", "_", "~", "[", "]", "#", "|", "$": return "\\\(scalar)"
      case "&": return "&amp;"
      case "<": return "&lt;"
      case ">": return "&gt;"
      case "@": return "@\u{2060}"
      default: return String(scalar)
      }
    }.joined()
    return [
      secret, json, json.replacingOccurrences(of: "/", with: "\\/"), html,
      html.replacingOccurrences(of: "'", with: "&#39;"),
      html.replacingOccurrences(of: "'", with: "&apos;"), markdown,
      TerminalText.escapingControls(secret),
    ]
  }
}
