import ArgumentParsing
import Audit
import Diagnostics
import Foundation
import ReviewReadyKit
import Wording

/// `reviewready rules eval CORPUS...`: precision and recall of the wording
/// rules on labelled texts, per rule and language.
enum RulesEvalCommand: Command {
  static let spec = CommandSpec(
    name: "eval",
    abstract: "Score the wording rules on labelled texts: precision and recall per language.",
    discussion: """
      Each CORPUS is a YAML file (or a folder of them) listing texts with their locale, kind
      (purpose, primer, notes) and the expected answer of purpose.vague, permission.pressure,
      review.asks-reviewer-to-allow, or of the rules that compare a purpose string with the
      key and the features (purpose.mismatch-feature, purpose.hides-upload,
      purpose.wording-wrong-level, purpose.other-product, purpose.partial-coverage)
      (Documentation/RulePacks.md, "Scoring the wording").
      Texts are judged with the packs' languages as the rules judge them. With
      --min-precision or --min-recall, the exit status is 1 when a rule falls below them in
      any language.
      """,
    arguments: [
      ArgumentSpec(
        "corpus", help: "Corpus files or folders of .yaml files.", isRepeating: true,
        isOptional: true,
        completion: .file)
    ],
    options: AuditingOptions.common + [
      Options.minPrecision, Options.minRecall, Options.mistakes, Options.purposeStrings,
      Options.split, Options.side,
    ])

  /// `rules eval`'s options.
  enum Options {
    /// `--min-precision RATIO`.
    static let minPrecision = OptionSpec.option(
      "min-precision", value: "ratio", help: "Fail below this precision (0 to 1).")
    /// `--min-recall RATIO`.
    static let minRecall = OptionSpec.option(
      "min-recall", value: "ratio", help: "Fail below this recall (0 to 1).")
    /// `--mistakes`.
    static let mistakes = OptionSpec.flag("mistakes", help: "List every miss and false alarm.")
    /// `--purpose-strings FOLDER`.
    static let purposeStrings = OptionSpec.option(
      "purpose-strings", value: "folder",
      help: "Also score real purpose strings: a folder of strings.tsv, labels.tsv, names.tsv.")
    /// `--split FILE`.
    static let split = OptionSpec.option(
      "split", value: "file", help: "With --purpose-strings: the apps' sides (app<TAB>side).")
    /// `--side NAME`.
    static let side = OptionSpec.option(
      "side", value: "name", help: "With --split: score only this side's apps (dev, heldout).")
  }

  static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
    let minPrecision: Double
    let minRecall: Double
    do {
      minPrecision = try ratio(Options.minPrecision, in: arguments) ?? 0
      minRecall = try ratio(Options.minRecall, in: arguments) ?? 0
    } catch {
      console.printDiagnostics(error.diagnostics)
      return .invalidInput
    }
    guard let auditor = RulesCommand.setup(arguments, console: console) else {
      return .invalidInput
    }
    let knowledge = WordingKnowledge(auditor.packs.flatMap(\.languages))
    var entries: [WordingCorpus.Entry] = []
    do {
      for path in try corpusFiles(arguments.positionals) {
        entries += try WordingCorpus.load(path: path).entries
      }
      entries += try purposeStringEntries(arguments)
    } catch {
      console.printDiagnostics(error.diagnostics)
      return .invalidInput
    }
    guard !entries.isEmpty || arguments.value(Options.purposeStrings) != nil else {
      console.printDiagnostics(
        DiagnosticsError.usage("name a corpus, or real purpose strings with --purpose-strings")
          .diagnostics)
      return .invalidInput
    }
    let evaluation = WordingEvaluation(
      corpus: WordingCorpus(entries: entries), knowledge: knowledge)
    console.out(table(evaluation))
    if evaluation.agreement.compared > 0 {
      let agreement = evaluation.agreement
      console.out(
        "parallel translations agreeing with their source: \(agreement.agreeing) of "
          + "\(agreement.compared) (\(format(agreement.ratio)))\n")
    }
    if arguments.has(Options.mistakes) {
      for mistake in evaluation.mistakes {
        let what = mistake.falseAlarm ? "false alarm" : "miss"
        console.out(
          "\(mistake.entry.location): \(mistake.rule) \(what) (\(mistake.entry.locale)): "
            + "\(Quoted.quote(mistake.entry.text))\n")
      }
    }
    let below = evaluation.scores.filter {
      $0.precision < minPrecision || $0.recall < minRecall
    }
    for score in below {
      console.error(
        "below target: \(score.rule) in \(score.language): precision "
          + "\(format(score.precision)), recall \(format(score.recall))\n")
    }
    return below.isEmpty ? .success : .findings
  }

  /// The real purpose strings `--purpose-strings` names, on `--side` of `--split`.
  private static func purposeStringEntries(_ arguments: ParsedArguments)
    throws(DiagnosticsError) -> [WordingCorpus.Entry]
  {
    let split = arguments.value(Options.split)
    let side = arguments.value(Options.side)
    guard let folder = arguments.value(Options.purposeStrings) else {
      if split != nil || side != nil {
        throw DiagnosticsError.usage("--split and --side go with --purpose-strings FOLDER")
      }
      return []
    }
    if (split == nil) != (side == nil) {
      throw DiagnosticsError.usage("--split FILE and --side NAME go together")
    }
    return try PurposeStringCorpus.load(folder: folder, split: split, side: side).entries
  }

  /// The ratio given for `option`, from 0 to 1; nil when it isn't given.
  private static func ratio(_ option: OptionSpec, in arguments: ParsedArguments)
    throws(DiagnosticsError) -> Double?
  {
    guard let text = arguments.value(option) else { return nil }
    guard let value = Double(text), (0...1).contains(value) else {
      throw DiagnosticsError.usage(
        "--\(option.name) takes a ratio from 0 to 1, e.g. 0.95; got '\(text)'")
    }
    return value
  }

  /// The files named, with each folder's `.yaml` files in name order.
  private static func corpusFiles(_ paths: [String]) throws(DiagnosticsError) -> [String] {
    var files: [String] = []
    for path in paths {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
        throw DiagnosticsError([.error(at: .file(path), "no such file or folder")])
      }
      guard isFolder.boolValue else {
        files.append(path)
        continue
      }
      let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
      files += names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }.sorted()
        .map { (path as NSString).appendingPathComponent($0) }
    }
    return files
  }

  static func table(_ evaluation: WordingEvaluation) -> String {
    let width = max(evaluation.scores.map(\.rule.count).max() ?? 0, 4)
    let languageWidth = max(evaluation.scores.map(\.language.count).max() ?? 0, 8)
    var lines = [
      "rule".padding(toLength: width, withPad: " ", startingAt: 0) + "  "
        + "language".padding(toLength: languageWidth, withPad: " ", startingAt: 0)
        + "  texts   TP   FP   FN  precision  recall"
    ]
    for score in evaluation.scores {
      lines.append(
        score.rule.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
          + score.language.padding(toLength: languageWidth, withPad: " ", startingAt: 0)
          + "  " + pad(score.texts, 5) + pad(score.truePositives, 5)
          + pad(score.falsePositives, 5) + pad(score.falseNegatives, 5)
          + "  " + String(repeating: " ", count: 5) + format(score.precision)
          + "  " + format(score.recall))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func pad(_ number: Int, _ width: Int) -> String {
    let text = String(number)
    return String(repeating: " ", count: max(0, width - text.count)) + text
  }

  static func format(_ ratio: Double) -> String { String(format: "%.3f", ratio) }
}
