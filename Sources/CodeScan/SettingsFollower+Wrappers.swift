import Diagnostics
import Parallelism

/// The denied path of a wrapper: the project's own function around a
/// request that hands a Bool to its caller
/// (`PHPhotoLibrary.requestAccess(completion: (Bool) -> Void)` around
/// `PHPhotoLibrary.requestAuthorization`), whose callers in other files
/// open Settings where that Bool is false. One hop, bounded: at most
/// ``maximumWrappers`` wrappers, a wrapper's calls counted only when they
/// name its type (`PHPhotoLibrary.requestAccess`) or its name is
/// distinctive, and at most ``CallFollower/maximumCallsPerFile`` calls
/// read in a file.
extension SettingsFollower {
  static let maximumWrappers = 16

  /// A function of the project that wraps a request and takes a Bool
  /// completion, and the evidence inside it.
  struct Wrapper: Sendable {
    var type: String?
    var name: String
    var evidence: [Int]
  }

  /// `evidence` with `denied: settingsLink` where a wrapper's callers show it.
  func followWrappers(_ evidence: [Evidence], openers: Set<String>) -> [Evidence] {
    var pending: [String: [Int]] = [:]
    for (index, item) in evidence.enumerated()
    where (item.kind == .request || item.kind == .status) && item.handling["denied"] == nil {
      pending[item.file, default: []].append(index)
    }
    let requests = pending
    let owners = files.filter { requests[$0.relativePath] != nil }
    let wrappers = Parallel.map(owners) { file in
      self.wrappers(in: file, evidence: evidence, indices: requests[file.relativePath] ?? [])
    }.joined().prefix(Self.maximumWrappers)
    guard !wrappers.isEmpty else { return evidence }
    let names = Set(wrappers.map(\.name))
    let list = Array(wrappers)
    let shown = Parallel.map(files) {
      self.deniedCalls(of: list, names: names, in: $0, openers: openers)
    }
    var filled = evidence
    for (offset, wrapper) in wrappers.enumerated()
    where shown.contains(where: { $0.contains(offset) }) {
      for index in wrapper.evidence where filled[index].handling["denied"] == nil {
        filled[index].handling["denied"] = "settingsLink"
      }
    }
    return filled
  }

  /// The wrappers around the evidence at `indices` of `file`: the outermost
  /// function around each request whose parameters take a Bool closure.
  private func wrappers(in file: SourceWalk.File, evidence: [Evidence], indices: [Int]) -> [Wrapper]
  {
    guard
      case .success(let bytes) = FileStatus.bytes(of: file.absolutePath, limit: maximumFileSize),
      CallFollower.mentions(bytes, anyOf: ["Bool"]),
      let (tokens, outline) = SourceFileEvidence.parsed(bytes, language: file.language)
    else { return [] }
    let finder = EvidenceFinder(
      tokens: tokens, outline: outline, language: file.language, index: apis.index,
      file: file.relativePath)
    // Each piece of evidence's token, found in one pass over the file.
    var places: [Int: Int] = [:]
    for index in indices { places[evidence[index].line << 22 | evidence[index].column] = -1 }
    for (position, token) in tokens.enumerated() {
      let key = Int(token.line) << 22 | Int(token.column)
      if places[key] == -1 { places[key] = position }
    }
    var byName: [String: Wrapper] = [:]
    for index in indices {
      let item = evidence[index]
      guard let position = places[item.line << 22 | item.column], position >= 0,
        let (name, type) = finder.boolWrapper(around: position)
      else { continue }
      byName[name, default: Wrapper(type: type, name: name, evidence: [])].evidence.append(index)
    }
    return byName.keys.sorted().compactMap { byName[$0] }
  }

  /// The offsets in `wrappers` of those `file` calls with a completion that
  /// opens Settings where its Bool is false.
  private func deniedCalls(
    of wrappers: [Wrapper], names: Set<String>, in file: SourceWalk.File, openers: Set<String>
  ) -> Set<Int> {
    guard let (finder, tokens) = finder(for: file, mentioning: names, openers: openers) else {
      return []
    }
    var memo = EvidenceFinder.Memo()
    var found: Set<Int> = []
    var read = 0
    for position in tokens.indices
    where tokens[position].kind == .identifier && names.contains(tokens[position].text) {
      guard read < CallFollower.maximumCallsPerFile, finder.isReference(at: position),
        tokens[max(0, position - 1)].isIdentifier("func") == false
      else { continue }
      read += 1
      for (offset, wrapper) in wrappers.enumerated()
      where wrapper.name == tokens[position].text && finder.callsWrapper(wrapper, at: position) {
        if let closure = finder.completionClosure(after: position),
          finder.opensSettingsWhenFalse(closure, memo: &memo)
        {
          found.insert(offset)
        }
      }
    }
    return found
  }
}

extension EvidenceFinder {
  /// The outermost function around `position`, with its type, when its
  /// parameters take a closure of a Bool (`completion: (Bool) -> Void`).
  func boolWrapper(around position: Int) -> (name: String, type: String?)? {
    var outer: SourceOutline.Scope?
    for index in outline.scopeChain(of: position) {
      let scope = outline.scopes[index]
      if scope.kind == .type { break }
      if scope.kind == .function { outer = scope }
    }
    guard let outer, let name = outer.baseName else { return nil }
    var cursor = outer.start - 2
    var sawBool = false
    while cursor >= 0, outer.start - cursor < 64, !tokens[cursor].isIdentifier("func") {
      if tokens[cursor].isIdentifier("Bool"), token(cursor + 1)?.isPunctuation(")") == true {
        sawBool = sawBool || token(cursor + 2)?.text == "->"
      }
      cursor -= 1
    }
    guard sawBool, cursor >= 0, tokens[cursor].isIdentifier("func") else { return nil }
    return (name, outline.typeName(of: position))
  }

  /// Whether the call at `position` is one of `wrapper`: it names the
  /// wrapper's type (`PHPhotoLibrary.requestAccess`), or the name is
  /// distinctive enough to stand alone.
  func callsWrapper(_ wrapper: SettingsFollower.Wrapper, at position: Int) -> Bool {
    if let type = wrapper.type, token(position - 1)?.isPunctuation(".") == true,
      token(position - 2)?.isIdentifier(type) == true
    {
      return true
    }
    return CallFollower.isDistinctive(wrapper.name)
  }
}
