import Diagnostics
import FileSupport
import Foundation
import Mustache
import Parallelism
import RuleBinding
import RuleLanguage
import Wording
import YAML
import YAMLDecoding

/// Loads rule packs: reads every file, builds the lexicon functions they
/// declare, then checks every expression and template against the binding
/// schema, so a typo in a field name or a template fails here, at
/// `pack.yaml:line:column`, before any description is audited.
public enum PackLoader {
  /// Loads the pack files at `paths`.
  public static func load(paths: [String]) throws(DiagnosticsError) -> [RulePack] {
    try load(paths.map(PackSource.init(path:)))
  }

  /// Loads the packs of `sources` (built-in and a team's own together, so
  /// lexicons and ids are shared and checked across them).
  public static func load(_ sources: [PackSource]) throws(DiagnosticsError) -> [RulePack] {
    var diagnostics: [Diagnostic] = []
    var files: [PackFile] = []
    // Each file is read, parsed and has its lexicons built on its own core.
    let loaded = Parallel.map(sources) { source in
      Result { () throws(DiagnosticsError) in try PackFile(source: source) }
    }
    for outcome in loaded {
      switch outcome {
      case .success(let file): files.append(file)
      case .failure(let error): diagnostics += error.diagnostics
      }
    }
    var lexicons: [Lexicon] = []
    var lexiconOwners: [String: SourceLocation] = [:]
    for file in files {
      for (lexicon, location) in file.lexicons {
        if let first = lexiconOwners[lexicon.name] {
          file.context.report(
            .duplicateID(kind: "lexicon", id: lexicon.name, first: first), at: location,
            path: "lexicons")
          continue
        }
        lexiconOwners[lexicon.name] = location
        lexicons.append(lexicon)
      }
    }
    let environment = Self.environment(
      lexicons: lexicons, languages: files.flatMap { $0.languages.map(\.0) })
    // Rules are compiled file by file on every core; ids are then checked
    // across files in order.
    let compiled = Parallel.map(files) { file in
      RuleCompiler(file: file, environment: environment).compile()
    }
    var packs: [RulePack] = []
    var ruleIDs: [String: SourceLocation] = [:]
    for (file, compiledPack) in zip(files, compiled) {
      var pack = compiledPack
      pack.lexicons = file.lexicons.map(\.0)
      for rule in pack.rules {
        if let first = ruleIDs[rule.id] {
          file.context.report(
            .duplicateID(kind: "rule", id: rule.id, first: first), at: rule.location, path: "rules")
        }
        ruleIDs[rule.id] = ruleIDs[rule.id] ?? rule.location
      }
      for check in pack.checks {
        if let first = ruleIDs[check.id] {
          file.context.report(
            .duplicateID(kind: "check", id: check.id, first: first), at: check.location,
            path: "checks")
        }
        ruleIDs[check.id] = ruleIDs[check.id] ?? check.location
      }
      packs.append(pack)
      diagnostics += file.context.diagnostics
    }
    guard diagnostics.isEmpty else { throw DiagnosticsError(diagnostics) }
    return packs
  }

  /// What every pack's expressions are checked in: the binding schema and
  /// its variables, and the functions, the packs' lexicons and wording
  /// judgements among them.
  /// `wordingSnapshots` are the languages' prepared lists from the
  /// compiled-pack cache (see `WordingKnowledge.init(_:snapshots:)`).
  static func environment(
    lexicons: [Lexicon], languages: [WordingLanguage], wordingSnapshots: [[UInt8]] = []
  ) -> Environment {
    let functions = HostFunctions.registry(
      lexicons: lexicons, wording: WordingKnowledge(languages, snapshots: wordingSnapshots))
    return Environment(
      schema: BindingSchema.schema, variables: BindingSchema.globals, functions: functions)
  }
}

/// One pack file, read and with its lexicons built; rules are compiled once
/// every file's lexicons are known. A file is only ever used by one thread
/// at a time (built on one, compiled on one, then read in order), which is
/// what makes handing it between them safe.
final class PackFile: @unchecked Sendable {
  let source: PackSource
  let path: String
  let root: ObjectReader
  /// The file's text, for `lines`.
  private let text: String
  /// The file's lines, split only when a problem needs a position inside
  /// a scalar (most loads have none). One thread compiles a file.
  private(set) lazy var lines: [Substring] = Self.lines(of: text)
  let context = DecodingContext()
  let name: String
  private(set) var lexicons: [(Lexicon, SourceLocation)] = []
  private(set) var languages: [(WordingLanguage, SourceLocation)] = []

  /// The file's lines, without their line breaks (`\n` or `\r\n`): split
  /// on UTF-8 bytes, since splitting on characters reads `\r\n` as one
  /// character (no split) and costs a grapheme break search over the file.
  static func lines(of text: String) -> [Substring] {
    text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map { line in
      Substring(line.last == 0x0D ? line.dropLast() : line)
    }
  }

  init(source: PackSource) throws(DiagnosticsError) {
    self.source = source
    path = source.path
    let bytes = try ResourceFileReader.read(source.name, in: source.folder)
    let node: YAMLNode
    do {
      node = try YAMLLoader.load(bytes: bytes, file: path)
    } catch {
      throw DiagnosticsError([error.diagnostic])
    }
    text = String(decoding: bytes, as: UTF8.self)
    guard let root = context.object(node, path: "") else {
      throw DiagnosticsError(context.diagnostics)
    }
    self.root = root
    name = root.string("pack", required: true) ?? ""
    if !name.isEmpty, !PackNames.isPackName(name) {
      context.report(
        .badName(
          name, problem: "is not a pack name", advice: "use lowercase letters, digits and '-'"),
        at: root.locations["pack"], path: "pack")
    }
    readLexicons()
    languages = WordingLanguageReader.read(root, context: context)
  }

  private func readLexicons() {
    guard let object = root.object("lexicons") else { return }
    for pair in object.remainingPairs() {
      guard let name = context.string(pair.key, path: "lexicons") else { continue }
      guard PackNames.isIdentifier(name), !PackNames.reservedFunctions.contains(name) else {
        context.report(
          .badName(
            name, problem: "can't name a lexicon",
            advice: "use a name that is not a built-in function, made of letters and digits"),
          at: pair.key.location, path: "lexicons")
        continue
      }
      let entries = context.strings(pair.value, path: "lexicons.\(name)")
      do {
        lexicons.append((try Lexicon(name: name, entries: entries), pair.key.location))
      } catch {
        let location = pair.value.sequence.flatMap {
          error.index < $0.count ? $0[error.index].location : nil
        }
        context.report(
          .reported(error.message), at: location ?? pair.value.location,
          path: "lexicons.\(name)[\(error.index)]")
      }
    }
  }
}

/// Naming rules for packs, rules and lexicons.
enum PackNames {
  static func isPackName(_ text: String) -> Bool {
    !text.isEmpty
      && text.unicodeScalars.allSatisfy {
        ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
      }
  }

  static func isIdentifier(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first,
      ("a"..."z").contains(first) || ("A"..."Z").contains(first)
    else {
      return false
    }
    return text.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
    }
  }

  /// `pack.kebab-case` (and `pack.check.kebab-case` for checks).
  static func isRuleID(_ id: String, pack: String, check: Bool = false) -> Bool {
    let prefix = check ? "\(pack).check." : "\(pack)."
    guard id.hasPrefix(prefix) else { return false }
    let rest = id.dropFirst(prefix.count)
    return !rest.isEmpty && !rest.hasPrefix("-")
      && rest.unicodeScalars.allSatisfy {
        ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
      }
  }

  /// Names a lexicon may not take: the language's macros and every function
  /// a rule can call (the standard ones and the host's helpers).
  static let reservedFunctions: Set<String> = FunctionRegistry.macroNames.union(
    HostFunctions.registry(lexicons: [], wording: WordingKnowledge([])).names)
}
