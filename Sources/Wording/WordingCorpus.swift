import Diagnostics
import Foundation
import YAML
import YAMLDecoding

/// A labelled corpus of texts for `reviewready rules eval`: a YAML list
/// of entries
///
/// ```yaml
/// - text: "We use your camera."
///   locale: en
///   kind: purpose            # purpose | primer | notes
///   key: NSCameraUsageDescription   # optional, for readers
///   app: PhotoFlow           # optional: the app's name in the text
///   features: [Scan receipts]  # optional: feature names in the text
///   uses: [scan, capture]    # optional: what the features using the resource do with it
///   labels: {purpose.vague: true, permission.pressure: false}
/// ```
///
/// Only the rules an entry labels are scored for it. The rules that compare
/// a text with the features read it as if the description said what their
/// label needs: `purpose.mismatch-feature` as if no feature sent anything,
/// `purpose.hides-upload` as if a feature sent the resource's data to a
/// third party, `purpose.wording-wrong-level` by the entry's `key` (an
/// add-only or a read key), `purpose.partial-coverage` by its `uses`, and
/// `purpose.other-product` by its `app`.
public struct WordingCorpus: Sendable {
  /// What kind of text an entry is: it decides which rules read it.
  public enum Kind: String, Sendable, CaseIterable {
    case purpose, primer, notes
  }

  public struct Entry: Sendable {
    public var text: String
    public var locale: String
    public var kind: Kind
    public var key: String?
    public var app: String?
    public var features: [String]
    /// What the features using the resource do with it (`read`, `add`,
    /// `capture`, `scan`), for `purpose.partial-coverage`.
    public var uses: [String] = []
    /// The expected answer per rule id.
    public var labels: [String: Bool]
    public var location: SourceLocation
    /// The same string in the app's development language, when this is a
    /// translation: the entry is judged with it (`TranslationReading`).
    public var source: Source? = nil
  }

  /// A translation's source text, and its own expected answers.
  public struct Source: Sendable {
    public var text: String
    public var locale: String
    public var labels: [String: Bool]

    public init(text: String, locale: String, labels: [String: Bool]) {
      self.text = text
      self.locale = locale
      self.labels = labels
    }
  }

  /// The rules the corpus can score, by the kinds of text they read.
  public static let rules: [String: [Kind]] = [
    "purpose.vague": [.purpose], "permission.pressure": [.purpose, .primer],
    "review.asks-reviewer-to-allow": [.notes], "purpose.mismatch-feature": [.purpose],
    "purpose.hides-upload": [.purpose], "purpose.wording-wrong-level": [.purpose],
    "purpose.other-product": [.purpose], "purpose.partial-coverage": [.purpose],
    Self.leavesDevice: [.purpose],
  ]

  /// Not a rule: the judgement that a text says its data leaves the device
  /// (`leavesDeviceSentence`), scored alone on the real strings' labels.
  public static let leavesDevice = "wording.leaves-device"

  public var entries: [Entry]

  /// A corpus of these entries (several files' together).
  public init(entries: [Entry]) { self.entries = entries }

  /// Reads a corpus file; every problem is reported at `file:line:column`.
  public static func load(path: String) throws(DiagnosticsError) -> WordingCorpus {
    try FileSizeLimit.corpus.check(path)
    guard let data = FileManager.default.contents(atPath: path) else {
      throw DiagnosticsError([.error(at: .file(path), "can't be read")])
    }
    return try parse(bytes: [UInt8](data), file: path)
  }

  /// Reads a corpus from YAML bytes.
  public static func parse(bytes: [UInt8], file: String) throws(DiagnosticsError)
    -> WordingCorpus
  {
    let node: YAMLNode
    do {
      node = try YAMLLoader.load(bytes: bytes, file: file)
    } catch {
      throw DiagnosticsError([error.diagnostic])
    }
    let context = DecodingContext(maximumItems: 100_000)
    var entries: [Entry] = []
    for (index, item) in context.sequence(node, path: "").enumerated() {
      let path = "[\(index)]"
      guard let reader = context.object(item, path: path) else { continue }
      let text = reader.string("text", required: true)
      let locale = reader.string("locale", required: true)
      let kind = reader.oneOf("kind", Kind.self, kind: "kind", required: true)
      let key = reader.string("key")
      let app = reader.string("app")
      let features = reader.value("features").map { context.strings($0, path: path + ".features") }
      let usesNode = reader.value("uses")
      let uses = usesNode.map { context.strings($0, path: path + ".uses") } ?? []
      for use in uses where !WordingLanguage.useNames.contains(use) {
        context.report(
          .invalid(
            "'\(use)' is no use; uses are \(WordingLanguage.useNames.sorted().joined(separator: ", "))"
          ), at: usesNode?.location ?? item.location, path: path + ".uses")
      }
      let labels = Self.labels(in: reader, kind: kind, path: path, context: context)
      reader.finish()
      guard let text, let locale, let kind else { continue }
      entries.append(
        Entry(
          text: text, locale: locale, kind: kind, key: key, app: app, features: features ?? [],
          uses: uses, labels: labels, location: item.location))
    }
    guard context.diagnostics.isEmpty else { throw DiagnosticsError(context.diagnostics) }
    return WordingCorpus(entries: entries)
  }

  /// An entry's `labels`: the expected answer per rule, for rules that
  /// read texts of its `kind`; any other rule is reported.
  private static func labels(
    in reader: ObjectReader, kind: Kind?, path: String, context: DecodingContext
  ) -> [String: Bool] {
    var labels: [String: Bool] = [:]
    if let labelReader = reader.object("labels", required: true) {
      for pair in labelReader.remainingPairs() {
        guard let rule = context.string(pair.key, path: path + ".labels") else { continue }
        guard let allowed = rules[rule] else {
          context.report(
            .unknownKey(rule, valid: rules.keys.sorted()), at: pair.key.location,
            path: path + ".labels")
          continue
        }
        if let kind, !allowed.contains(kind) {
          context.report(
            .invalid(
              "\(rule) doesn't read \(kind.rawValue) texts; it reads \(allowed.map(\.rawValue).joined(separator: ", "))"
            ),
            at: pair.key.location, path: path + ".labels")
          continue
        }
        if let value = context.bool(pair.value, path: "\(path).labels.\(rule)") {
          labels[rule] = value
        }
      }
    }
    return labels
  }
}

extension FileSizeLimit {
  /// Labelled corpora for `rules eval`: 16 MiB.
  static let corpus = FileSizeLimit("a corpus file", maximumSize: 16 << 20)
}
