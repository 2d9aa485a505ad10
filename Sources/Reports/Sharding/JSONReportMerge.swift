import Diagnostics
import Foundation

/// The JSON reports of a sharded run merged: every report in the whole
/// run's order, without its `shard`, rendered as `audit` renders them (one
/// description as an object, several as an array).
enum JSONReportMerge {
  static func merge(_ inputs: [MergeInput]) throws(DiagnosticsError) -> String {
    var places = ShardPlaces<JSONReport.Report>()
    var first: (report: JSONReport.Report, file: String)?
    for input in inputs {
      guard case .reports(let reports, let isArray) = input.document else { continue }
      for (offset, report) in reports.enumerated() {
        let path = isArray ? [String(offset)] : []
        guard let mark = report.shard else {
          // Once per file: an unsharded report has no mark on any report.
          if reports[..<offset].contains(where: { $0.shard == nil }) { continue }
          places.problems.append(
            .error(
              at: input.location(path),
              "this report has no 'shard': it is not from audit --shard K/N, whose reports "
                + "merge combines"))
          continue
        }
        // A report of another run is said once per file: its others are too.
        if let first {
          if let problem = difference(report, from: first.report, firstFile: first.file) {
            places.problems.append(
              .error(at: input.location(path + problem.path), problem.message))
            break
          }
        } else {
          first = (report, input.file)
        }
        guard
          places.shard(
            index: mark.index, count: mark.count, descriptions: mark.descriptions,
            in: input.file, at: input.location(path + ["shard"]))
        else { break }
        var plain = report
        plain.shard = nil
        places.place(
          plain, position: mark.position, description: report.description, index: mark.index,
          at: { input.location(path + ["shard", "position"]) })
      }
    }
    guard places.problems.isEmpty else {
      throw DiagnosticsError(MergeProblems.bounded(places.problems))
    }
    let reports = places.ordered()
    guard places.problems.isEmpty else { throw DiagnosticsError(places.problems) }
    return JSONReport.document(reports)
  }

  /// What tells `report` from another run than `first`'s: the tool's
  /// version, the rules, the team configuration.
  private static func difference(
    _ report: JSONReport.Report, from first: JSONReport.Report, firstFile: String
  ) -> (path: [String], message: String)? {
    if report.tool.version != first.tool.version {
      return (
        ["tool", "version"],
        "written by ReviewReady \(Quoted.quote(report.tool.version)), but \(firstFile) by "
          + "\(Quoted.quote(first.tool.version)): audit every shard with the same version"
      )
    }
    if report.shard?.rules != first.shard?.rules {
      return (
        ["shard", "rules"],
        "audited with other rules than \(firstFile) (its packs or rule settings differ): "
          + "audit every shard with the same packs and configuration"
      )
    }
    // Descriptions in other folders may have other nested files (the
    // run-wide `shard.rules` above compares their settings); the same
    // files must have set the same rules.
    let sameFiles =
      report.config?.file == first.config?.file && report.config?.files == first.config?.files
    if (report.config == nil) != (first.config == nil)
      || (sameFiles && report.config?.rules != first.config?.rules)
    {
      return (
        ["config"],
        "audited with another team configuration than \(firstFile): audit every shard with "
          + "the same configuration"
      )
    }
    return nil
  }
}
