import Diagnostics
import Foundation

/// Real purpose strings labelled as App Review would read them, in the
/// tab-separated form of `shared/testdata/purpose-strings` (`strings.tsv`,
/// `labels.tsv`, `names.tsv`), read in place as a `WordingCorpus` for
/// `rules eval`.
///
/// Only labels marked sure, on texts that are no placeholder, are scored:
/// `purpose.vague`, `permission.pressure` and `wording.leaves-device`. Each
/// translation is linked to its source, the same app's and key's `Base` or
/// English text beside it (the longest shared path), and judged with it.
/// A split file (`app<TAB>side`) keeps the apps of one side.
public enum PurposeStringCorpus {
  /// The locales a source is written in: the corpus's apps develop in English.
  static let sourceLocales: Set<String> = ["Base", "en", "en-US", "en_US", "en-GB", "en_GB"]

  /// The largest table read: 64 MiB.
  static let sizeLimit = FileSizeLimit("a purpose-string table", maximumSize: 64 << 20)

  /// Reads the corpus in `folder`; with `split` and `side`, only the apps
  /// the split file puts on that side.
  public static func load(folder: String, split: String? = nil, side: String? = nil)
    throws(DiagnosticsError) -> WordingCorpus
  {
    let strings = try table(folder + "/strings.tsv")
    let labels = Dictionary(
      try table(folder + "/labels.tsv").map { ($0.fields["id"] ?? "", $0) }
    ) { first, _ in first }
    var names: [String: String] = [:]
    for row in try table(folder + "/names.tsv") where names[row.fields["app", default: ""]] == nil {
      names[row.fields["app", default: ""]] = row.fields["name"]
    }
    let sides = try split.map { path throws(DiagnosticsError) in
      Dictionary(try table(path).map { ($0.fields["app"] ?? "", $0.fields["side"] ?? "") }) {
        first, _ in first
      }
    }
    var texts: [LabelledText] = []
    for row in strings {
      let app = row.fields["app"] ?? ""
      if let sides, let side, sides[app] != side { continue }
      guard let label = labels[row.fields["id"] ?? ""] else {
        throw DiagnosticsError([
          .error(at: row.location, "no label has id '\(row.fields["id"] ?? "")' (labels.tsv)")
        ])
      }
      texts.append(LabelledText(row: row, label: label, appName: names[app]))
    }
    return WordingCorpus(entries: entries(linking: texts))
  }

  /// One string with its label row.
  struct LabelledText {
    var row: TSVRow
    var label: TSVRow
    var appName: String?

    var app: String { row.fields["app"] ?? "" }
    var key: String { row.fields["key"] ?? "" }
    var locale: String { row.fields["locale"] ?? "" }
    var path: String { row.fields["path"] ?? "" }
    var text: String { row.fields["text"] ?? "" }

    /// The sure labels this corpus scores, or none for a placeholder or an unsure call.
    var labels: [String: Bool] {
      guard label.fields["sure"] == "yes", label.fields["placeholder"] != "yes" else { return [:] }
      return [
        "purpose.vague": label.fields["vague"] == "yes",
        "permission.pressure": label.fields["pressure"] == "yes",
        WordingCorpus.leavesDevice: label.fields["leaves"] == "yes",
      ]
    }
  }

  /// The entries, each translation linked to its source.
  static func entries(linking texts: [LabelledText]) -> [WordingCorpus.Entry] {
    var sources: [String: [LabelledText]] = [:]
    for text in texts where sourceLocales.contains(text.locale) {
      sources[text.app + "\u{0}" + text.key, default: []].append(text)
    }
    return texts.compactMap { text in
      let labels = text.labels
      guard !labels.isEmpty else { return nil }
      var entry = WordingCorpus.Entry(
        text: text.text, locale: text.locale, kind: .purpose, key: text.key, app: text.appName,
        features: [], labels: labels, location: text.row.location)
      if !sourceLocales.contains(text.locale),
        let source = sources[text.app + "\u{0}" + text.key]?.max(by: {
          sharedPrefix($0.path, text.path) < sharedPrefix($1.path, text.path)
        })
      {
        entry.source = WordingCorpus.Source(
          text: source.text, locale: source.locale, labels: source.labels)
      }
      return entry
    }
  }

  private static func sharedPrefix(_ first: String, _ second: String) -> Int {
    zip(first.utf8, second.utf8).prefix { $0 == $1 }.count
  }
}
