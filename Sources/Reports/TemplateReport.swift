import Foundation
import Mustache

/// Renders a report model through a Mustache template: the built-in ones in
/// `Templates/` or a team's own (`--template`).
public enum TemplateReport {
  /// The model as template data (its JSON form: absent values are missing).
  public static func context(_ model: ReportModel) -> MustacheValue {
    guard let data = try? JSONEncoder().encode(model),
      let value = try? MustacheValue(jsonData: data)
    else { return .null }
    return value
  }

  /// The model as pretty, key-sorted JSON, for template authors
  /// (`audit --format report-context`, then `template render`).
  public static func contextJSON(_ model: ReportModel) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(model) else { return "{}\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// Renders `template` with the model; partials come from `partials`.
  public static func render(
    _ model: ReportModel, template: Template, partials: any PartialResolver
  ) throws -> String {
    try template.render(context(model), partials: partials)
  }
}
