import Foundation
import Mustache

/// Renders a report model through a Mustache template: the built-in ones in
/// `Templates/` or a team's own (`--template`).
public enum TemplateReport {
  /// The model as template data: what its JSON form reads back as (absent
  /// values are missing), encoded directly.
  public static func context(_ model: ReportModel) -> MustacheValue {
    (try? MustacheValueEncoder.encode(model)) ?? .null
  }

  /// The model as pretty, key-sorted JSON, for template authors
  /// (`audit --format report-context`, then `template render`).
  public static func contextJSON(_ model: ReportModel) -> String {
    JSONText.encode(model)
  }

  /// Renders `template` with the model; partials come from `partials`.
  public static func render(
    _ model: ReportModel, template: Template, partials: any PartialResolver
  ) throws -> String {
    try template.render(context(model), partials: partials)
  }
}
