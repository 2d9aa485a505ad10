import AppModel
import Audit
import Diagnostics
import Foundation
import Reports

/// The audit of many descriptions, spread over every core. Each description
/// is read, checked and audited on its own (the engine, its packs and the
/// templates are shared and were parsed once, before); results and problems
/// come back in the order the descriptions were given, so output never
/// depends on scheduling.
extension AuditCommand {
  /// Every description loaded and audited with its checklist file, or every
  /// problem: all the descriptions' problems when any is invalid (as
  /// `loadAll` reports them), else all the checklist files' problems.
  static func loadAndAudit(_ paths: [String], engine: AuditEngine, today: String)
    throws(DiagnosticsError) -> [AuditResult]
  {
    enum Outcome: Sendable {
      case audited(AuditResult)
      case invalidDescription([Diagnostic])
      case invalidChecklist([Diagnostic])
    }
    let outcomes = Parallel.map(paths) { path -> Outcome in
      let description: AppDescription
      do throws(DiagnosticsError) {
        description = try DescriptionLoader.load(path: path)
      } catch {
        return .invalidDescription(error.diagnostics)
      }
      do throws(DiagnosticsError) {
        return .audited(
          try engine.audit(
            description, today: today,
            checklist: ChecklistFile.path(forDescription: description.file)))
      } catch {
        return .invalidChecklist(error.diagnostics)
      }
    }
    var results: [AuditResult] = []
    var descriptionProblems: [Diagnostic] = []
    var checklistProblems: [Diagnostic] = []
    for outcome in outcomes {
      switch outcome {
      case .audited(let result): results.append(result)
      case .invalidDescription(let problems): descriptionProblems += problems
      case .invalidChecklist(let problems): checklistProblems += problems
      }
    }
    guard descriptionProblems.isEmpty else { throw DiagnosticsError(descriptionProblems) }
    guard checklistProblems.isEmpty else { throw DiagnosticsError(checklistProblems) }
    return results
  }

  /// Each result rendered as `format`, in parallel, in the results' order; a
  /// template that fails stops the run with the first failure.
  static func renderEach(
    _ results: [AuditResult], as format: ReportFormat, renderer: ReportRenderer
  ) throws(DiagnosticsError) -> [String] {
    let rendered = Parallel.map(results) { result -> Result<String, DiagnosticsError> in
      do throws(DiagnosticsError) {
        return .success(try renderer.render(result, as: format))
      } catch {
        return .failure(error)
      }
    }
    // As a one-by-one loop would: the first description's failure stops it.
    var texts: [String] = []
    for item in rendered {
      switch item {
      case .success(let text): texts.append(text)
      case .failure(let error): throw error
      }
    }
    return texts
  }

  /// The JSON reports of several audits as one array, byte for byte what
  /// `JSONReport.render(results, …)` writes, with each report encoded on
  /// its own core: an element of a pretty-printed array is the report
  /// indented by two spaces, empty lines left empty (JSON strings hold no raw
  /// newlines).
  static func jsonArray(_ results: [AuditResult], catalog: Catalog) -> String {
    guard !results.isEmpty else {
      return JSONReport.render(results, catalog: catalog, toolVersion: ReviewReadyVersion.version)
    }
    let reports = Parallel.map(results) { result in
      let text = JSONReport.render(
        result, catalog: catalog, toolVersion: ReviewReadyVersion.version)
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
}
