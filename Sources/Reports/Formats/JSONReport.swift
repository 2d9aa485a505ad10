import AppModel
import Audit
import Catalog
import Diagnostics
import Foundation
import Parallelism

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

  /// The report of one audit; in a sharded run (`context.shard`), it says
  /// its place in the run.
  public func render(_ result: AuditResult, in context: ReportContext) -> String {
    Self.encode(Self.report(result, in: context))
  }

  /// One description's report as an object, several as an array.
  public func render(all results: [AuditResult], in context: ReportContext) -> String {
    guard results.count == 1, let result = results.first else {
      return renderArray(results, in: context)
    }
    return render(result, in: context)
  }

  /// The reports of `results` as one JSON array, whatever their number: the
  /// form `--write-baseline` writes. Each report is encoded on its own core
  /// as an element of the array; the bytes are those of the array encoded
  /// whole.
  public func renderArray(_ results: [AuditResult], in context: ReportContext) -> String {
    Self.arrayText(results.count) { index in
      JSONText.encodeElement(Self.report(results[index], in: context))
    }
  }

  /// The report of `result`; in a sharded run, with its place in the run.
  private static func report(_ result: AuditResult, in context: ReportContext) -> Report {
    var report = Report(result, catalog: context.catalog, toolVersion: context.toolVersion)
    report.shard = context.shard?.mark(for: result.description.file)
    return report
  }

  /// Reports already made, rendered as `render(all:in:)` renders audits:
  /// one as an object, several (or none) as an array (`reviewready merge`).
  static func document(_ reports: [Report]) -> String {
    guard reports.count == 1, let report = reports.first else {
      return arrayText(reports.count) { JSONText.encodeElement(reports[$0]) }
    }
    return encode(report)
  }

  /// The array of `count` elements, each written by `element` on every core.
  private static func arrayText(_ count: Int, _ element: @Sendable (Int) -> String) -> String {
    guard count > 0 else { return encode([Report]()) }
    return "[\n" + Parallel.map(Array(0..<count), element).joined(separator: ",\n") + "\n]\n"
  }

  private static func encode<T: Encodable>(_ value: T) -> String {
    JSONText.encode(value)
  }

  struct Report: Codable {
    struct Tool: Codable { var name: String, version: String }
    struct App: Codable { var name: String, bundleId: String, version: String?, build: String? }
    struct Counts: Codable { var error: Int, warning: Int, note: Int, waived: Int }
    struct Location: Codable { var file: String, line: Int, column: Int }
    struct Subject: Codable {
      var kind: String, id: String
      init(_ subject: FindingSubject) { (kind, id) = (subject.kind.rawValue, subject.id) }
    }
    struct Waiver: Codable { var reason: String, by: String, until: String }
    struct Item: Codable {
      var rule: String, severity: String, title: String, message: String
      /// The part of the report the finding belongs to (`RuleAspect`).
      var aspect: String
      var subject: Subject, location: Location, guideline: String?
      /// The App Store Connect error that refuses the upload (absent for others).
      var itms: String? = nil
      var fix: String?
      var reviewNote: String?, references: [String], waived: Bool, waiver: Waiver?
      var fingerprint: String
      /// `new` or `unchanged`, when a baseline was given.
      var baseline: String?
      /// The place in the project's files a cross-check also points at.
      var related: Related? = nil
    }
    /// `column` and `kind: "code"` only for a line of the app's code.
    struct Related: Codable {
      var file: String, line: Int, key: String
      var column: Int? = nil
      var kind: String? = nil
    }
    struct Fixed: Codable {
      var rule: String
      /// Absent when the baseline names no subject this version knows.
      var subject: Subject?
      var message: String, fingerprint: String
    }
    struct Check: Codable {
      var id: String, title: String, pack: String, how: String, status: String
      /// The latest recorded result, when there is one (see JSONReport+Checklist).
      var recordedStatus: String?, by: String?, when: String?, build: String?, note: String?
      var staleBecause: [String]?
    }
    struct Problem: Codable { var location: Location, message: String }
    struct Refusal: Codable { var rule: String, itms: String }
    struct Upload: Codable {
      var blocked: Bool
      var refused: [Refusal]
      var review: [String]
    }
    struct Question: Codable {
      /// What to decide.
      var question: String
      /// The key path of the unanswered field (`permissions[0].handles`).
      var path: String
      var location: Location
      /// The rules that wait for the answer.
      var waitingRules: [String]
    }
    /// The team configuration applied: the nearest file, every file when
    /// nested ones refined each other (absent for one), the rule settings.
    struct Config: Codable {
      var file: String
      var files: [String]?
      var rules: [String: String]
    }

    var tool: Tool
    var description: String
    var app: App
    /// `ready`, `notReady` or `incomplete` (a question is open).
    var verdict: String
    var counts: Counts
    /// The open errors that stop the upload (`refused`: their rules and
    /// codes) and those that stop App Review (`review`: their rules).
    var upload: Upload?
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
    /// Its place in a sharded run (`audit --shard`); absent otherwise.
    var shard: ShardMark? = nil

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
      let readiness = result.upload
      upload = Upload(
        blocked: readiness.blocksUpload,
        refused: readiness.refusals.map { Refusal(rule: $0.rule, itms: $0.itms) },
        review: readiness.reviewRules)
      findings = result.findings.map { finding in
        Item(
          rule: finding.rule, severity: finding.severity.rawValue, title: finding.title,
          message: finding.message, aspect: finding.aspect.rawValue,
          subject: Subject(finding.subject),
          location: Location(finding.location), guideline: finding.guideline,
          itms: finding.itms, fix: finding.fix,
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
      config = result.configuration.map {
        Config(file: $0.file, files: $0.files.count > 1 ? $0.files : nil, rules: $0.rules)
      }
    }
  }
}

extension JSONReport.Report.Location {
  init(_ location: SourceLocation) {
    self.init(file: location.file, line: location.line, column: location.column)
  }
}
