import Diagnostics
import Foundation

/// The SARIF logs of a sharded run merged into the one run the unsharded
/// audit writes: the same rules (with the question rule when any question
/// is open), every description's question results and then every
/// description's findings, both in the whole run's order, and the team
/// configuration; the shard marks are dropped.
enum SARIFMerge {
  typealias Log = SARIFReport.Log
  typealias Result = SARIFReport.Result

  /// One description's results.
  struct Part {
    var questions: ArraySlice<Result>
    var findings: ArraySlice<Result>
  }

  static func merge(_ inputs: [MergeInput]) throws(DiagnosticsError) -> String {
    var places = ShardPlaces<Part>()
    var first: (log: Log, rules: String, file: String)?
    var config: SARIFReport.RunProperties.Config?
    var configFile: String?
    for input in inputs {
      guard case .sarif(let log) = input.document else { continue }
      guard log.runs.count == 1, let run = log.runs.first else {
        places.problems.append(
          .error(
            at: input.location(["runs"]),
            "a ReviewReady SARIF log has one run; this one has \(log.runs.count)"))
        continue
      }
      let runPath = ["runs", "0"]
      guard let mark = run.properties?.shard else {
        places.problems.append(
          .error(
            at: input.location(runPath),
            "this run has no 'properties.shard': it is not from audit --shard K/N, whose "
              + "logs merge combines"))
        continue
      }
      let rules = baseRules(run.tool.driver.rules)
      let rulesText = JSONText.encode(rules)
      if let first {
        if let problem = difference(
          log, rules: rulesText, from: first.log, firstRules: first.rules, firstFile: first.file)
        {
          places.problems.append(.error(at: input.location(problem.path), problem.message))
          continue
        }
      } else {
        first = (log, rulesText, input.file)
      }
      let markPath = runPath + ["properties", "shard"]
      guard
        places.shard(
          index: mark.index, count: mark.count, descriptions: mark.descriptions,
          in: input.file, at: input.location(markPath))
      else { continue }
      let results = run.results
      // Each count is checked against the results below before it is trusted.
      let bounded = { (count: Int) in min(max(0, count), results.count) }
      let questionCount = mark.parts.reduce(0) { $0 + bounded($1.questions) }
      let findingCount = mark.parts.reduce(0) { $0 + bounded($1.findings) }
      guard
        mark.parts.allSatisfy({
          (0...results.count).contains($0.questions) && (0...results.count).contains($0.findings)
        }),
        questionCount + findingCount == results.count,
        results.prefix(questionCount).allSatisfy({ $0.ruleId == SARIFReport.questionRule }),
        !results.dropFirst(questionCount).contains(where: { $0.ruleId == SARIFReport.questionRule })
      else {
        places.problems.append(
          .error(
            at: input.location(runPath + ["results"]),
            "the run's \(results.count) results are not the \(questionCount) questions and "
              + "\(findingCount) findings its properties.shard lists, questions first"))
        continue
      }
      if !mark.parts.isEmpty {
        let runConfig = run.properties?.config
        if let configFile, config != runConfig {
          places.problems.append(
            .error(
              at: input.location(runPath + ["properties"]),
              "audited with another team configuration than \(configFile): audit every shard "
                + "with the same configuration"))
          continue
        }
        config = runConfig
        configFile = input.file
      }
      var question = 0
      var finding = questionCount
      for (offset, part) in mark.parts.enumerated() {
        let slice = Part(
          questions: results[question..<question + part.questions],
          findings: results[finding..<finding + part.findings])
        question += part.questions
        finding += part.findings
        places.place(
          slice, position: part.position, description: part.description, index: mark.index,
          at: { input.location(markPath + ["parts", String(offset)]) })
      }
    }
    guard places.problems.isEmpty, let first else {
      throw DiagnosticsError(MergeProblems.bounded(places.problems))
    }
    let parts = places.ordered()
    guard places.problems.isEmpty else { throw DiagnosticsError(places.problems) }
    let questions = parts.flatMap(\.questions)
    var driver = first.log.runs[0].tool.driver
    driver.rules = baseRules(driver.rules) + (questions.isEmpty ? [] : [.question])
    var run = first.log.runs[0]
    run.tool.driver = driver
    run.results = questions + parts.flatMap(\.findings)
    run.properties = SARIFReport.RunProperties(config: config, shard: nil)
    var log = first.log
    log.runs = [run]
    return SARIFReport.document(log)
  }

  /// The rules without the question rule, which a log lists only when it has questions.
  private static func baseRules(_ rules: [SARIFReport.ReportingDescriptor])
    -> [SARIFReport.ReportingDescriptor]
  {
    rules.last?.id == SARIFReport.questionRule ? Array(rules.dropLast()) : rules
  }

  /// What tells `log` from another run than `first`'s.
  private static func difference(
    _ log: Log, rules: String, from first: Log, firstRules: String, firstFile: String
  ) -> (path: [String], message: String)? {
    let driver = log.runs[0].tool.driver
    let firstDriver = first.runs[0].tool.driver
    if log.version != first.version || log.schema != first.schema {
      return (["version"], "a SARIF log of another version than \(firstFile)'s")
    }
    if driver.name != firstDriver.name || driver.version != firstDriver.version
      || driver.semanticVersion != firstDriver.semanticVersion
    {
      return (
        ["runs", "0", "tool", "driver", "version"],
        "written by \(Quoted.quote(driver.name)) \(Quoted.quote(driver.version)), but "
          + "\(firstFile) by \(Quoted.quote(firstDriver.name)) \(Quoted.quote(firstDriver.version)): "
          + "audit every shard with the same version"
      )
    }
    if rules != firstRules {
      return (
        ["runs", "0", "tool", "driver", "rules"],
        "audited with other rules than \(firstFile) (its packs or rule settings differ): audit "
          + "every shard with the same packs and configuration"
      )
    }
    if log.runs[0].columnKind != first.runs[0].columnKind {
      return (["runs", "0", "columnKind"], "its columnKind differs from \(firstFile)'s")
    }
    return nil
  }
}
