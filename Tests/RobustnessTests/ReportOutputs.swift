import AppModel
import Audit
import FileSupport
import Reports

/// Every output of one description: each registered reporter's document
/// and the review-notes draft, rendered in process with the built-in packs.
enum ReportOutputs {
  /// The audit of `yaml` (decoded as `file`).
  static func audit(_ yaml: String, file: String = "Hostile.reviewready.yaml") throws
    -> (result: AuditResult, context: ReportContext)
  {
    let description = try DescriptionLoader.decode(bytes: Array(yaml.utf8), file: file)
    let engine = try BuiltInChecklists.engine()
    let result = engine.audit(description, today: "2026-01-01")
    let context = ReportContext(
      catalog: engine.catalog, rules: engine.rules, toolVersion: "0.0.0", date: "2026-01-01",
      templates: try ReportTemplates(for: Reporters.all))
    return (result, context)
  }

  /// Each reporter's id and document, then `notes` and the draft.
  static func all(_ yaml: String) throws -> [(id: String, text: String)] {
    let (result, context) = try audit(yaml)
    var outputs = try Reporters.all.map { reporter in
      (id: reporter.id, text: try reporter.render(result, in: context))
    }
    outputs.append(
      (id: "notes", text: ReviewNotesDraft.make(for: result, catalog: context.catalog).text))
    return outputs
  }
}
