import Diagnostics

/// Finds the evidence in one file's tokens: every token where a catalog
/// API is called, created or sent, with its level read from the
/// arguments, and around it the enclosing type and function, when it runs
/// (following calls within the file: a request in a helper called from
/// `viewDidLoad` runs on appear) and the states the surrounding code
/// handles.
struct EvidenceFinder {
  let tokens: [SourceToken]
  let outline: SourceOutline
  let language: SourceLanguage
  let index: APIIndex
  let file: String

  /// Functions of the file by base name, as scope indices.
  let functions: [String: [Int]]
  /// Functions of other files that open Settings (``SettingsFollower``):
  /// a call of one counts as a Settings link.
  var openers: Set<String> = []

  /// How far `trigger(of:)` follows calls within the file.
  static let maximumCallDepth = 4
  /// The most tokens read as one call's arguments.
  static let maximumArgumentTokens = 256

  init(
    tokens: [SourceToken], outline: SourceOutline, language: SourceLanguage, index: APIIndex,
    file: String
  ) {
    self.tokens = tokens
    self.outline = outline
    self.language = language
    self.index = index
    self.file = file
    var functions: [String: [Int]] = [:]
    for (position, scope) in outline.scopes.enumerated() where scope.kind == .function {
      if let baseName = scope.baseName { functions[baseName, default: []].append(position) }
    }
    self.functions = functions
  }

  /// The evidence of the file, in token order.
  func evidence() -> [Evidence] {
    var found: [Evidence] = []
    var memo = Memo()
    for position in tokens.indices where tokens[position].kind == .identifier {
      let matches = self.matches(at: position)
      guard !matches.isEmpty, !outline.isInPreview(position) else { continue }
      var seen: Set<String> = []
      for (api, level) in matches {
        // Two entries for one call (the catalog's and a team's) are one piece of evidence.
        guard seen.insert("\(api.resource) \(level) \(api.kind.rawValue)").inserted else {
          continue
        }
        let token = tokens[position]
        var evidence = Evidence(
          resource: api.resource, level: level, kind: api.kind,
          api: TerminalText.escapingControls(api.name), file: file,
          line: Int(token.line), column: Int(token.column))
        // Names come from untrusted code: a control or bidirectional character
        // in one is shown as its escape in every output.
        evidence.type = outline.typeName(of: position).map { TerminalText.escapingControls($0) }
        evidence.function = outline.enclosing(.function, of: position)?.name.map {
          TerminalText.escapingControls($0)
        }
        evidence.trigger = trigger(at: position, depth: 0, memo: &memo)
        evidence.handles =
          api.kind == .request || api.kind == .status
          ? handledStates(around: position, memo: &memo) : []
        evidence.handling = handling(around: position, states: evidence.handles, memo: &memo)
        if api.kind == .request || api.kind == .status {
          addBranchHandling(at: position, to: &evidence, memo: &memo)
        }
        evidence.availability = outline.availability(of: position)
        evidence.use = api.use
        evidence.moment = PromptTiming.moment(
          trigger: evidence.trigger, file: file, type: evidence.type, rootTypes: [])
        found.append(evidence)
      }
    }
    return found
  }
}

extension EvidenceFinder {
  /// What one file's evidence works out once and reuses, so that the work
  /// grows with the file, not with the file times its calls: the trigger
  /// and the handled states of each function (by scope) with what it does
  /// in them, the states named in each body, and the references to each
  /// function's name.
  struct Memo {
    var triggers: [Int: Evidence.Trigger] = [:]
    var handled: [Int: [String]] = [:]
    var bodyStates: [Int: Set<String>] = [:]
    /// What the code does in the states each function handles, by scope.
    var handling: [Int: [String: String]] = [:]
    /// The status switches of each function whose clauses open Settings.
    var switches: [Int: [StatusSwitch]] = [:]
    /// Whether each completion closure opens Settings where its Bool is false.
    var completions: [Int: Bool] = [:]
    /// Where the file calls a function that opens Settings, found once.
    var openerCalls: [Int]?
    /// Where each function's base name is written, built on first use.
    private var positions: [String: [Int]]?
    private var references: [String: [Int]] = [:]
    /// Where the names of each set are written as code, sorted.
    private var named: [Set<String>: [Int]] = [:]

    /// The positions of the identifiers of `names` in `finder`'s tokens, found once.
    mutating func positions(of names: Set<String>, in finder: EvidenceFinder) -> [Int] {
      if let known = named[names] { return known }
      let found = finder.tokens.indices.filter {
        finder.tokens[$0].kind == .identifier && names.contains(finder.tokens[$0].text)
      }
      named[names] = found
      return found
    }

    /// The references to `baseName` in `finder`'s tokens, found once.
    mutating func references(to baseName: String, in finder: EvidenceFinder) -> [Int] {
      if let known = references[baseName] { return known }
      if positions == nil { positions = Self.positions(in: finder) }
      let found = finder.references(to: baseName, among: positions?[baseName] ?? [])
      references[baseName] = found
      return found
    }

    private static func positions(in finder: EvidenceFinder) -> [String: [Int]] {
      var positions: [String: [Int]] = [:]
      for (position, token) in finder.tokens.enumerated()
      where token.kind == .identifier && finder.functions[token.text] != nil {
        positions[token.text, default: []].append(position)
      }
      return positions
    }
  }
}
