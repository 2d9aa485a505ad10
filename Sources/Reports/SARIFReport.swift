import Audit
import Diagnostics
import Foundation

/// `--format sarif`: SARIF 2.1.0 with one run for all descriptions audited,
/// for GitHub code scanning and other SARIF viewers. Rules carry their
/// guideline and fix; results carry a 1-based region in the description,
/// the stable fingerprint, and waivers as suppressions.
public struct SARIFReport: AggregateReporter {
  public let id = "sarif"
  public let fileExtension = "sarif"
  public let contentType = "application/sarif+json"

  public init() {}

  public func render(all results: [AuditResult], in context: ReportContext) -> String {
    Self.render(results, rules: context.rules, toolVersion: context.toolVersion)
  }

  public static func render(_ results: [AuditResult], rules: [Rule], toolVersion: String) -> String
  {
    let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
    let log = Log(
      version: "2.1.0",
      schema: "https://json.schemastore.org/sarif-2.1.0.json",
      runs: [
        Run(
          tool: Tool(
            driver: Driver(
              name: "ReviewReady", version: toolVersion, semanticVersion: toolVersion,
              rules: rules.map(ReportingDescriptor.init))),
          results: results.flatMap { $0.findings }.map { Result($0, index: ruleIndex[$0.rule]) },
          columnKind: "unicodeCodePoints",
          properties: results.first?.configuration.map {
            RunProperties(config: .init(file: $0.file, rules: $0.rules))
          })
      ])
    return JSONText.encode(log)
  }

  /// The SARIF level of a severity.
  static func level(_ severity: DiagnosticSeverity) -> String {
    switch severity {
    case .error: return "error"
    case .warning: return "warning"
    case .note: return "note"
    }
  }

  struct Log: Encodable {
    var version: String
    var schema: String
    var runs: [Run]
    enum CodingKeys: String, CodingKey {
      case version, runs
      case schema = "$schema"
    }
  }

  struct Run: Encodable {
    var tool: Tool
    var results: [Result]
    var columnKind: String
    /// The team configuration applied (absent when none was).
    var properties: RunProperties?
  }

  /// A SARIF property bag on the run.
  struct RunProperties: Encodable {
    struct Config: Encodable { var file: String, rules: [String: String] }
    var config: Config
  }

  struct Tool: Encodable { var driver: Driver }

  struct Driver: Encodable {
    var name: String
    var version: String
    var semanticVersion: String
    var rules: [ReportingDescriptor]
  }

  struct Text: Encodable { var text: String }

  struct ReportingDescriptor: Encodable {
    struct Configuration: Encodable { var level: String }
    struct Properties: Encodable {
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
    var properties: Properties

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

  struct Result: Encodable {
    struct Location: Encodable {
      struct Physical: Encodable {
        struct Artifact: Encodable { var uri: String }
        struct Region: Encodable { var startLine: Int, startColumn: Int }
        var artifactLocation: Artifact
        var region: Region
      }
      var physicalLocation: Physical
    }
    struct Suppression: Encodable { var kind: String, justification: String }
    var ruleId: String
    var ruleIndex: Int?
    var level: String
    var message: Text
    var locations: [Location]
    var partialFingerprints: [String: String]
    var suppressions: [Suppression]?
    /// For cross-checks, the place in the project's files.
    var relatedLocations: [Location]?

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
              region: .init(startLine: max(1, related.location.line), startColumn: 1)))
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

  /// Whether a pack's reference can be a rule's `helpUri`: an absolute
  /// http(s) URI with a host that `URL(string:)` parses, as SARIF requires.
  static func isHelpURI(_ reference: String) -> Bool {
    guard let url = URL(string: reference), let scheme = url.scheme?.lowercased(),
      scheme == "https" || scheme == "http", let host = url.host, !host.isEmpty
    else { return false }
    return !reference.unicodeScalars.contains { $0 == " " || TerminalText.isUnsafe($0) }
  }

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
    var output = ""
    var rest = Substring(template)
    while let open = rest.range(of: "{{") {
      output += rest[..<open.lowerBound]
      guard let close = rest[open.upperBound...].range(of: "}}") else {
        rest = rest[open.lowerBound...]
        break
      }
      var tag = rest[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespaces)
      rest = rest[close.upperBound...]
      if rest.hasPrefix("}") { rest = rest.dropFirst() }
      if let first = tag.first, "#^/!>".contains(first) { continue }
      if tag.hasPrefix("{") || tag.hasPrefix("&") {
        tag = String(tag.dropFirst()).trimmingCharacters(in: .whitespaces)
      }
      output += "‹\(tag)›"
    }
    output += rest
    return WhitespaceCollapsing.collapse(output)
  }
}
