import Audit
import Diagnostics
import FileSupport
import Foundation
import RulePacks

/// `--format sarif`: SARIF 2.1.0 with one run for all descriptions audited,
/// for GitHub code scanning and other SARIF viewers. Rules carry their
/// guideline and fix; results carry a 1-based region in the description,
/// the stable fingerprint, and waivers as suppressions. A description's
/// open questions are `note` results of the rule `reviewready.question`
/// (listed among the rules only when there are any), at the TODO, with the
/// rules waiting on each in the result's properties.
public struct SARIFReport: AggregateReporter {
  public let id = "sarif"
  public let fileExtension = "sarif"
  public let contentType = "application/sarif+json"

  public init() {}

  /// The log of `results`, with a rule for each of `context.rules`; in a
  /// sharded run (`context.shard`), its run says which descriptions of the
  /// run its results belong to (`runs[0].properties.shard`).
  public func render(all results: [AuditResult], in context: ReportContext) -> String {
    let rules = context.rules
    let toolVersion = context.toolVersion
    let shard = context.shard
    let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
    let questions = results.flatMap(\.questions)
    var descriptors = rules.map(ReportingDescriptor.init)
    if !questions.isEmpty { descriptors.append(.question) }
    let log = Log(
      version: "2.1.0",
      schema: "https://json.schemastore.org/sarif-2.1.0.json",
      runs: [
        Run(
          tool: Tool(
            driver: Driver(
              name: "ReviewReady", version: toolVersion, semanticVersion: toolVersion,
              rules: descriptors)),
          results: questions.map { Result($0, index: rules.count) }
            + results.flatMap { $0.findings }.map { Result($0, index: ruleIndex[$0.rule]) },
          columnKind: "unicodeCodePoints",
          properties: RunProperties(
            config: context.configuration.map(RunProperties.Config.init)
              ?? RunProperties.Config(results),
            shard: shard.map { shard in
              ShardMark(
                index: shard.index, count: shard.count, descriptions: shard.descriptions,
                parts: results.map { result in
                  ShardMark.Part(
                    position: shard.positions[result.description.file] ?? 0,
                    description: result.description.file, questions: result.questions.count,
                    findings: result.findings.count)
                })
            }))
      ])
    return JSONText.encode(log)
  }

  /// A log already made, written as `render(all:in:)` writes one (`reviewready merge`).
  static func document(_ log: Log) -> String {
    JSONText.encode(log)
  }

  /// The SARIF level of a severity.
  static func level(_ severity: DiagnosticSeverity) -> String {
    switch severity {
    case .error: return "error"
    case .warning: return "warning"
    case .note: return "note"
    }
  }

  struct Log: Codable {
    var version: String
    var schema: String
    var runs: [Run]
    enum CodingKeys: String, CodingKey {
      case version, runs
      case schema = "$schema"
    }
  }

  struct Run: Codable {
    var tool: Tool
    var results: [Result]
    var columnKind: String
    /// The team configuration applied (absent when none was).
    var properties: RunProperties?
  }

  /// A SARIF property bag on the run.
  struct RunProperties: Codable {
    /// The team configuration: the first description's nearest file, every
    /// file when several applied (nested, or different descriptions'),
    /// and the first description's rule settings.
    struct Config: Codable, Equatable {
      var file: String
      var files: [String]?
      var rules: [String: String]

      /// The record of a run's configuration.
      init(_ configuration: AppliedConfiguration) {
        file = configuration.file
        files = configuration.files.count > 1 ? configuration.files : nil
        rules = configuration.rules
      }

      /// The record of `results`' configurations; nil when none applied.
      init?(_ results: [AuditResult]) {
        guard let first = results.lazy.compactMap(\.configuration).first else { return nil }
        var files: [String] = []
        for file in results.compactMap(\.configuration).flatMap(\.files)
        where !files.contains(file) {
          files.append(file)
        }
        self.file = first.file
        self.files = files.count > 1 ? files : nil
        self.rules = first.rules
      }
    }
    var config: Config?
    /// Its place in a sharded run (`audit --shard`); absent otherwise.
    var shard: ShardMark?

    /// The bag, or nil when it would be empty.
    init?(config: Config?, shard: ShardMark?) {
      guard config != nil || shard != nil else { return nil }
      self.config = config
      self.shard = shard
    }
  }

  struct Tool: Codable { var driver: Driver }

  struct Driver: Codable {
    var name: String
    var version: String
    var semanticVersion: String
    var rules: [ReportingDescriptor]
  }

  struct Text: Codable { var text: String }

  struct ReportingDescriptor: Codable {
    struct Configuration: Codable { var level: String }
    struct Properties: Codable {
      var guideline: String?
      var pack: String
      var scope: String
      var tags: [String]
    }
    var id: String
    var name: String
    var shortDescription: Text
    var fullDescription: Text
    var help: Text
    var helpUri: String?
    var defaultConfiguration: Configuration
    var properties: Properties?

    /// The rule of the open-question results.
    static let question = ReportingDescriptor(
      id: SARIFReport.questionRule, name: "Question",
      shortDescription: Text(text: "A fact the description leaves unanswered"),
      fullDescription: Text(
        text:
          "A field of the description holds TODO: the team must state it. Rules that depend "
          + "on it wait for the answer instead of raising a finding."),
      help: Text(text: "Replace the TODO with the answer; the result says what to decide."),
      helpUri: nil, defaultConfiguration: Configuration(level: "note"), properties: nil)

    init(
      id: String, name: String, shortDescription: Text, fullDescription: Text, help: Text,
      helpUri: String?, defaultConfiguration: Configuration, properties: Properties?
    ) {
      self.id = id
      self.name = name
      self.shortDescription = shortDescription
      self.fullDescription = fullDescription
      self.help = help
      self.helpUri = helpUri
      self.defaultConfiguration = defaultConfiguration
      self.properties = properties
    }

    init(_ rule: Rule) {
      id = rule.id
      name = rule.id.split(whereSeparator: { $0 == "." || $0 == "-" })
        .map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
      shortDescription = Text(text: rule.title)
      let guideline = rule.guideline.map { " App Store Review Guidelines \($0)." } ?? ""
      fullDescription = Text(
        text:
          "\(rule.title). Checked for each \(rule.scope.rawValue) of the description.\(guideline)")
      help = Text(text: RuleText.readable(rule.sources.fix ?? rule.sources.message))
      helpUri = rule.references.first(where: SARIFReport.isHelpURI)
      defaultConfiguration = Configuration(level: SARIFReport.level(rule.severity))
      properties = Properties(
        guideline: rule.guideline, pack: rule.pack, scope: rule.scope.rawValue,
        tags: ["app-review", rule.pack])
    }
  }

  struct Result: Codable {
    struct Location: Codable {
      struct Physical: Codable {
        struct Artifact: Codable { var uri: String }
        struct Region: Codable { var startLine: Int, startColumn: Int }
        var artifactLocation: Artifact
        var region: Region
      }
      var physicalLocation: Physical

      init(physicalLocation: Physical) { self.physicalLocation = physicalLocation }

      /// A 1-based region at `location` in the description.
      init(_ location: SourceLocation) {
        physicalLocation = Physical(
          artifactLocation: .init(uri: SARIFReport.uri(location.file)),
          region: .init(startLine: max(1, location.line), startColumn: max(1, location.column)))
      }
    }
    struct Suppression: Codable { var kind: String, justification: String }
    /// For an open question: its key path and the rules waiting on it.
    struct Properties: Codable { var path: String, waitingRules: [String] }
    var ruleId: String
    var ruleIndex: Int?
    var level: String
    var message: Text
    var locations: [Location]
    var partialFingerprints: [String: String]
    var suppressions: [Suppression]?
    /// For cross-checks, the place in the project's files.
    var relatedLocations: [Location]?
    var properties: Properties? = nil

    init(_ question: AuditQuestion, index: Int) {
      ruleId = SARIFReport.questionRule
      ruleIndex = index
      level = "note"
      message = Text(text: "\(question.summary) (\(question.waitingSummary))")
      locations = [Location(question.location)]
      partialFingerprints = [
        "reviewready/v1": Fingerprint.of(
          rule: SARIFReport.questionRule, subject: FindingSubject(kind: .app, id: question.path))
      ]
      properties = Properties(path: question.path, waitingRules: question.waitingRules)
    }

    init(_ finding: Finding, index: Int?) {
      ruleId = finding.rule
      ruleIndex = index
      level = SARIFReport.level(finding.severity)
      var text = finding.message
      if let fix = finding.fix { text += " Fix: \(fix)" }
      message = Text(text: text)
      locations = [
        Location(
          physicalLocation: .init(
            artifactLocation: .init(uri: SARIFReport.uri(finding.location.file)),
            region: .init(
              startLine: max(1, finding.location.line), startColumn: max(1, finding.location.column)
            )))
      ]
      partialFingerprints = ["reviewready/v1": finding.fingerprint]
      relatedLocations = finding.related.map { related in
        [
          Location(
            physicalLocation: .init(
              artifactLocation: .init(uri: SARIFReport.uri(related.location.file)),
              region: .init(
                startLine: max(1, related.location.line),
                startColumn: related.origin == .code ? max(1, related.location.column) : 1)))
        ]
      }
      suppressions = finding.waiver.map { waiver in
        [
          Suppression(
            kind: "external",
            justification: "\(waiver.reason) (\(waiver.by), until \(waiver.until))")
        ]
      }
    }
  }

  /// The rule id of open-question results.
  static let questionRule = "reviewready.question"

  /// Whether a pack's reference can be a rule's `helpUri`: an absolute
  /// http(s) URI with a host that `URL(string:)` parses, as SARIF requires,
  /// written only in the characters RFC 3986 allows (no space, quote, `<`,
  /// `>`, backslash or non-ASCII letter; each `%` before two hex digits).
  static func isHelpURI(_ reference: String) -> Bool {
    guard let url = URL(string: reference), let scheme = url.scheme?.lowercased(),
      scheme == "https" || scheme == "http", let host = url.host, !host.isEmpty,
      reference.lowercased().hasPrefix(scheme + "://")
    else { return false }
    let scalars = Array(reference.unicodeScalars)
    for (index, scalar) in scalars.enumerated() {
      if scalar == "%" {
        let digits = scalars.dropFirst(index + 1).prefix(2)
        guard digits.count == 2, digits.allSatisfy({ $0.properties.isASCIIHexDigit }) else {
          return false
        }
      } else if !uriCharacters.contains(scalar) {
        return false
      }
    }
    return true
  }

  /// The characters of a URI but `%` (RFC 3986: unreserved and reserved).
  private static let uriCharacters = Set(
    ("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=")
      .unicodeScalars)

  /// A file path as a SARIF URI reference: relative to the working
  /// directory when it lies inside it, percent-encoded where needed.
  static func uri(_ path: String) -> String {
    let relative = BuiltInChecklists.relative(path)
    let allowed = CharacterSet.urlPathAllowed
    return relative.addingPercentEncoding(withAllowedCharacters: allowed) ?? relative
  }
}

/// Rule texts for documentation: Mustache tags become ‹placeholders›, and
/// section markers disappear, so a fix reads as a sentence about any app.
enum RuleText {
  static func readable(_ template: String) -> String {
    // Read as UTF-8 bytes: the braces are ASCII, and Foundation's search
    // would bridge the text for every tag (SARIF reads every rule's text).
    let bytes = Array(template.utf8)
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var index = 0
    while let open = braces(0x7B, in: bytes, from: index) {
      output += bytes[index..<open]
      guard let close = braces(0x7D, in: bytes, from: open + 2) else {
        index = open
        break
      }
      var tag = String(decoding: bytes[(open + 2)..<close], as: UTF8.self)
        .trimmingCharacters(in: .whitespaces)
      index = close + 2
      if index < bytes.count, bytes[index] == 0x7D { index += 1 }
      if let first = tag.first, "#^/!>".contains(first) { continue }
      if tag.hasPrefix("{") || tag.hasPrefix("&") {
        tag = String(tag.dropFirst()).trimmingCharacters(in: .whitespaces)
      }
      output += "‹\(tag)›".utf8
    }
    output += bytes[index...]
    return WhitespaceCollapsing.collapse(String(decoding: output, as: UTF8.self))
  }

  /// Where the next two `brace` bytes in a row start, from `start` on.
  private static func braces(_ brace: UInt8, in bytes: [UInt8], from start: Int) -> Int? {
    var index = start
    while index + 1 < bytes.count {
      if bytes[index] == brace, bytes[index + 1] == brace { return index }
      index += 1
    }
    return nil
  }
}
