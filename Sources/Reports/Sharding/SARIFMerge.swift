import Diagnostics
import Foundation

/// The SARIF logs of a sharded run merged into the one run the unsharded
/// audit writes: the same rules (with the question rule when any question
/// is open), every description's question results and then every
/// description's findings, both in the whole run's order, and the team
/// configuration; the shard marks are dropped.
enum SARIFMerge {
  typealias Log = SARIFReport.Log
  typealias Run = SARIFReport.Run
  typealias Result = SARIFReport.Result

  /// One description's results.
  struct Part {
    var questions: ArraySlice<Result>
    var findings: ArraySlice<Result>
  }

  /// What the logs read so far give: each description's results in its
  /// place (and the problems found), the first log with its rules encoded,
  /// which every other log must match, and the team configuration with the
  /// file it came from.
  private struct Gathered {
    var places = ShardPlaces<Part>()
    var first: (log: Log, rules: String, file: String)?
    var config: SARIFReport.RunProperties.Config?
    var configFile: String?
  }

  /// Where a ReviewReady log's one run is.
  private static let runPath = ["runs", "0"]
  /// Where the run's shard mark is.
  private static let markPath = runPath + ["properties", "shard"]

  /// The one log of the unsharded run, from the logs of its shards (the
  /// SARIF documents among `inputs`); an error saying every problem that
  /// keeps them from merging.
  static func merge(_ inputs: [MergeInput]) throws(DiagnosticsError) -> String {
    var gathered = Gathered()
    for input in inputs {
      guard case .sarif(let log) = input.document else { continue }
      gather(log, from: input, into: &gathered)
    }
    guard gathered.places.problems.isEmpty, let first = gathered.first else {
      throw DiagnosticsError(MergeProblems.bounded(gathered.places.problems))
    }
    let parts = gathered.places.ordered()
    guard gathered.places.problems.isEmpty else {
      throw DiagnosticsError(gathered.places.problems)
    }
    return document(first.log, parts: parts, config: gathered.config)
  }

  /// Checks the log of `input` and places its descriptions' results, or
  /// notes the problem that keeps it out.
  private static func gather(_ log: Log, from input: MergeInput, into gathered: inout Gathered) {
    guard log.runs.count == 1, let run = log.runs.first else {
      gathered.places.problems.append(
        .error(
          at: input.location(["runs"]),
          "a ReviewReady SARIF log has one run; this one has \(log.runs.count)"))
      return
    }
    guard let mark = run.properties?.shard else {
      gathered.places.problems.append(
        .error(
          at: input.location(runPath),
          "this run has no 'properties.shard': it is not from audit --shard K/N, whose "
            + "logs merge combines"))
      return
    }
    guard isOfTheFirstRun(log, from: input, gathered: &gathered),
      gathered.places.shard(
        index: mark.index, count: mark.count, descriptions: mark.descriptions,
        in: input.file, at: input.location(markPath)),
      let questionCount = questionCount(
        of: run.results, listedIn: mark, from: input, problems: &gathered.places.problems),
      sharesConfiguration(run, mark, from: input, gathered: &gathered)
    else { return }
    place(run.results, questionCount: questionCount, mark: mark, from: input, in: &gathered.places)
  }

  /// Whether `log` comes from the same run as the first log, which the
  /// first log read becomes; when not, the difference is noted.
  private static func isOfTheFirstRun(
    _ log: Log, from input: MergeInput, gathered: inout Gathered
  ) -> Bool {
    let rulesText = JSONText.encode(baseRules(log.runs[0].tool.driver.rules))
    guard let first = gathered.first else {
      gathered.first = (log, rulesText, input.file)
      return true
    }
    if let problem = difference(
      log, rules: rulesText, from: first.log, firstRules: first.rules, firstFile: first.file)
    {
      gathered.places.problems.append(.error(at: input.location(problem.path), problem.message))
      return false
    }
    return true
  }

  /// How many of `results` are questions, when the counts `mark` lists add
  /// up to them, questions first; nil, with the problem noted, otherwise.
  private static func questionCount(
    of results: [Result], listedIn mark: SARIFReport.ShardMark, from input: MergeInput,
    problems: inout [Diagnostic]
  ) -> Int? {
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
      problems.append(
        .error(
          at: input.location(runPath + ["results"]),
          "the run's \(results.count) results are not the \(questionCount) questions and "
            + "\(findingCount) findings its properties.shard lists, questions first"))
      return nil
    }
    return questionCount
  }

  /// Whether `run` was audited with the team configuration of the other
  /// shards that audited descriptions (then it is the one merged); when
  /// not, the problem is noted. A shard without descriptions says nothing.
  private static func sharesConfiguration(
    _ run: Run, _ mark: SARIFReport.ShardMark, from input: MergeInput, gathered: inout Gathered
  ) -> Bool {
    guard !mark.parts.isEmpty else { return true }
    let runConfig = run.properties?.config
    if let configFile = gathered.configFile, gathered.config != runConfig {
      gathered.places.problems.append(
        .error(
          at: input.location(runPath + ["properties"]),
          "audited with another team configuration than \(configFile): audit every shard "
            + "with the same configuration"))
      return false
    }
    gathered.config = runConfig
    gathered.configFile = input.file
    return true
  }

  /// Places each description `mark` lists: its questions from the first
  /// `questionCount` results, its findings from the rest, in the mark's order.
  private static func place(
    _ results: [Result], questionCount: Int, mark: SARIFReport.ShardMark, from input: MergeInput,
    in places: inout ShardPlaces<Part>
  ) {
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

  /// The merged log: the first log's run with its rules (and the question
  /// rule when a question is open), every description's question results
  /// then every description's findings, and the team configuration.
  private static func document(
    _ first: Log, parts: [Part], config: SARIFReport.RunProperties.Config?
  ) -> String {
    let questions = parts.flatMap(\.questions)
    var driver = first.runs[0].tool.driver
    driver.rules = baseRules(driver.rules) + (questions.isEmpty ? [] : [.question])
    var run = first.runs[0]
    run.tool.driver = driver
    run.results = questions + parts.flatMap(\.findings)
    run.properties = SARIFReport.RunProperties(config: config, shard: nil)
    var log = first
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
