import ArgumentParsing
import Audit
import Diagnostics
import Foundation

/// Which reports `audit` writes: the formats asked for (or the team
/// configuration's, or text), checked against the templates given.
enum AuditFormats {
  /// The formats, or a usage error when a `--template` has no format that
  /// would use it.
  static func formats(_ arguments: ParsedArguments, config: TeamConfig?) throws(DiagnosticsError)
    -> [ReportFormat]
  {
    var formats = arguments.values("format").compactMap(ReportFormat.init(rawValue:))
    if formats.isEmpty {
      formats = (config?.formats ?? []).compactMap(ReportFormat.init(rawValue:))
    }
    if formats.isEmpty { formats = [.text] }
    var problems: [Diagnostic] = []
    for path in arguments.values("template") {
      guard let format = ReportFormat.forTemplate(named: (path as NSString).lastPathComponent)
      else { continue }  // ReportRenderer explains which names a template may have.
      if !formats.contains(format) {
        problems.append(
          .error(
            at: .file(path),
            "this \(format.rawValue) template is unused: add --format \(format.rawValue)"))
      }
    }
    guard problems.isEmpty else { throw DiagnosticsError(problems) }
    return formats
  }
}
