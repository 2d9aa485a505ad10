import AppModel
import Audit
import Diagnostics
import Foundation

/// The `--format json` report: the stable machine interface PRODUCT.md
/// specifies. Keys are sorted and the output has no dates, so the same
/// inputs give the same bytes.
public struct JSONReport: Reporter {
  public let id = "json"
  public let fileExtension = "json"
  public let contentType = "application/json"
  public let scope = ReporterScope.eachDescription
  public let joinsReports = true

  public init() {}

  public func render(_ result: AuditResult, in context: ReportContext) -> String {
    Self.render(result, catalog: context.catalog, toolVersion: context.toolVersion)
  }

  /// One description's report as an object, several as an array.
  public func render(all results: [AuditResult], in context: ReportContext) -> String {
    guard results.count == 1, let result = results.first else {
      return Self.array(results, catalog: context.catalog, toolVersion: context.toolVersion)
    }
    return render(result, in: context)
  }

  /// The reports of several audits as one JSON array, byte for byte what
  /// `render(_:catalog:toolVersion:)` for the array writes, with each report
  /// encoded on its own core: an element of a pretty-printed array is the
  /// report indented by two spaces, empty lines left empty (JSON strings
  /// hold no raw newlines).
  public static func array(_ results: [AuditResult], catalog: Catalog, toolVersion: String)
    -> String
  {
    guard !results.isEmpty else {
      return render(results, catalog: catalog, toolVersion: toolVersion)
    }
    let reports = Parallel.map(results) { result in
      let text = render(result, catalog: catalog, toolVersion: toolVersion)
      var indented: [UInt8] = []
      indented.reserveCapacity(text.utf8.count + text.utf8.count / 4)
      var atLineStart = true
      for byte in text.utf8.dropLast() {
        // Empty lines (inside an empty array) stay empty.
        if atLineStart, byte != 0x0A { indented += [0x20, 0x20] }
        indented.append(byte)
        atLineStart = byte == 0x0A
      }
      return String(decoding: indented, as: UTF8.self)
    }
    return "[\n" + reports.joined(separator: ",\n") + "\n]\n"
  }

  /// The report of one audit.
  public static func render(_ result: AuditResult, catalog: Catalog, toolVersion: String) -> String
  {
    encode(Report(result, catalog: catalog, toolVersion: toolVersion))
  }

  /// The reports of several audits, as a JSON array.
  public static func render(_ results: [AuditResult], catalog: Catalog, toolVersion: String)
    -> String
  {
    encode(results.map { Report($0, catalog: catalog, toolVersion: toolVersion) })
  }

  private static func encode<T: Encodable>(_ value: T) -> String {
    JSONText.encode(value)
  }

  struct Report: Encodable {
    struct Tool: Encodable { var name: String, version: String }
    struct App: Encodable { var name: String, bundleId: String, version: String?, build: String? }
    struct Counts: Encodable { var error: Int, warning: Int, note: Int, waived: Int }
    struct Location: Encodable { var file: String, line: Int, column: Int }
    struct Subject: Encodable {
      var kind: String, id: String
      init(_ subject: FindingSubject) { (kind, id) = (subject.kind.rawValue, subject.id) }
    }
    struct Waiver: Encodable { var reason: String, by: String, until: String }
    struct Item: Encodable {
      var rule: String, severity: String, title: String, message: String
      /// The part of the report the finding belongs to (`RuleAspect`).
      var aspect: String
      var subject: Subject, location: Location, guideline: String?, fix: String?
      var reviewNote: String?, references: [String], waived: Bool, waiver: Waiver?
      var fingerprint: String
      /// `new` or `unchanged`, when a baseline was given.
      var baseline: String?
      /// The place in the project's files a cross-check also points at.
      var related: Related? = nil
    }
    /// `column` and `kind: "code"` only for a line of the app's code.
    struct Related: Encodable {
      var file: String, line: Int, key: String
      var column: Int? = nil
      var kind: String? = nil
    }
    struct Fixed: Encodable {
      var rule: String
      /// Absent when the baseline names no subject this version knows.
      var subject: Subject?
      var message: String, fingerprint: String
    }
    struct Check: Encodable {
      var id: String, title: String, pack: String, how: String, status: String
      /// The latest recorded result, when there is one (see JSONReport+Checklist).
      var recordedStatus: String?, by: String?, when: String?, build: String?, note: String?
      var staleBecause: [String]?
    }
    struct Problem: Encodable { var location: Location, message: String }
    struct Question: Encodable {
      /// What to decide.
      var question: String
      /// The key path of the unanswered field (`permissions[0].handles`).
      var path: String
      var location: Location
      /// The rules that wait for the answer.
      var waitingRules: [String]
    }
    struct Config: Encodable { var file: String, rules: [String: String] }

    var tool: Tool
    var description: String
    var app: App
    /// `ready`, `notReady` or `incomplete` (a question is open).
    var verdict: String
    var counts: Counts
    /// The facts the description leaves unanswered; absent when none.
    var questions: [Question]?
    var findings: [Item]
    var checklist: [Check]
    /// Results recorded for checks that no longer apply; absent when none.
    var retiredChecks: [Check]?
    var reviewNotes: String
    var problems: [Problem]
    /// Baseline findings that are gone (only with a baseline).
    var fixed: [Fixed]?
    /// The team configuration applied (absent when none was).
    var config: Config?

    init(_ result: AuditResult, catalog: Catalog, toolVersion: String) {
      let app = result.description.app
      tool = Tool(name: "reviewready", version: toolVersion)
      description = result.description.file
      self.app = App(name: app.name, bundleId: app.bundleId, version: app.version, build: app.build)
      let outcome = result.verdict
      verdict = outcome.state.rawValue
      questions =
        result.questions.isEmpty
        ? nil
        : result.questions.map {
          Question(
            question: $0.text, path: $0.path, location: Location($0.location),
            waitingRules: $0.waitingRules)
        }
      counts = Counts(
        error: outcome.errors, warning: outcome.warnings, note: outcome.notes,
        waived: outcome.waived)
      findings = result.findings.map { finding in
        Item(
          rule: finding.rule, severity: finding.severity.rawValue, title: finding.title,
          message: finding.message, aspect: finding.aspect.rawValue,
          subject: Subject(finding.subject),
          location: Location(finding.location), guideline: finding.guideline, fix: finding.fix,
          reviewNote: finding.reviewNote, references: finding.references,
          waived: finding.isWaived,
          waiver: finding.waiver.map { Waiver(reason: $0.reason, by: $0.by, until: $0.until) },
          fingerprint: finding.fingerprint, baseline: finding.baseline?.rawValue,
          related: finding.related.map {
            let code = $0.origin == .code
            return Related(
              file: $0.location.file, line: $0.location.line, key: $0.key,
              column: code ? $0.location.column : nil, kind: code ? "code" : nil)
          })
      }
      let usesBaseline = result.findings.contains { $0.baseline != nil } || !result.fixed.isEmpty
      fixed =
        usesBaseline
        ? result.fixed.map {
          Fixed(
            rule: $0.rule, subject: $0.subject.map(Subject.init),
            message: $0.message, fingerprint: $0.fingerprint)
        } : nil
      checklist = result.checklist.items.map(Check.init)
      retiredChecks =
        result.checklist.retired.isEmpty ? nil : result.checklist.retired.map { Check(retired: $0) }
      reviewNotes = ReviewNotesDraft.make(for: result, catalog: catalog).text
      problems = result.problems.map {
        Problem(location: Location($0.location), message: $0.message)
      }
      config = result.configuration.map { Config(file: $0.file, rules: $0.rules) }
    }
  }
}

extension JSONReport.Report.Location {
  init(_ location: SourceLocation) {
    self.init(file: location.file, line: location.line, column: location.column)
  }
}
