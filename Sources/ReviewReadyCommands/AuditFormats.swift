import ArgumentParsing
import Audit
import Diagnostics
import Foundation
import Reports
import ReviewReadyKit

/// Which reports `audit` writes: the formats asked for (or the team
/// configuration's, or text), checked against the templates given.
enum AuditFormats {
  /// The reporters, or an error when a `--template` has no format that
  /// would use it.
  static func reporters(_ arguments: ParsedArguments, config: ConfigChain?)
    throws(DiagnosticsError) -> [any Reporter]
  {
    var names = arguments.values(AuditCommand.Options.format)
    if names.isEmpty { names = config?.formats ?? [] }
    var reporters = names.compactMap(Reporters.named)
    if reporters.isEmpty { reporters = [TextReport()] }
    var problems: [Diagnostic] = []
    for path in arguments.values(AuditCommand.Options.template) {
      guard let reporter = Reporters.forTemplate(named: (path as NSString).lastPathComponent)
      else { continue }  // ReportTemplates explains which names a template may have.
      if !reporters.contains(where: { $0.id == reporter.id }) {
        problems.append(
          .error(
            at: .file(path),
            "this \(reporter.id) template is unused: add --format \(reporter.id)"))
      }
    }
    guard problems.isEmpty else { throw DiagnosticsError(problems) }
    return reporters
  }
}
