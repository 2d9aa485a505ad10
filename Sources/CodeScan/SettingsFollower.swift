import Diagnostics
import Parallelism

/// Follows the Settings link one hop across files: a function of the
/// project whose body names the Settings URL
/// (`AppMediator.openAppSettings()`) opens Settings where another file
/// calls it in a denied path. Bounded like ``CallFollower``: only
/// distinctive names, at most ``EvidenceFinder/maximumOpeners`` of them,
/// and only files with a request or status check still lacking `denied`
/// whose bytes name one of them are read again.
struct SettingsFollower {
  let files: [SourceWalk.File]
  let apis: APIIndexing
  let maximumFileSize: Int

  /// `evidence` with the handling its files show through `openers`, the
  /// functions of the scan that open Settings, and through the wrappers
  /// of its requests; nothing to do when no code names the Settings URL.
  func follow(_ evidence: [Evidence], openers: Set<String>, namesSettings: Bool) -> [Evidence] {
    guard namesSettings else { return evidence }
    let names = Set(
      openers.filter(CallFollower.isDistinctive).sorted().prefix(EvidenceFinder.maximumOpeners))
    let followed = names.isEmpty ? evidence : followOpeners(evidence, names: names)
    return followWrappers(followed, openers: names)
  }

  /// `evidence` with the handling its own files show through `names`.
  private func followOpeners(_ evidence: [Evidence], names: Set<String>) -> [Evidence] {
    var pending: [String: [Int]] = [:]
    for (index, item) in evidence.enumerated()
    where (item.kind == .request || item.kind == .status) && item.handling["denied"] == nil {
      pending[item.file, default: []].append(index)
    }
    let targets = files.filter { pending[$0.relativePath] != nil }
    let redone = Parallel.map(targets) { self.evidence(in: $0, openers: names) }
    var filled = evidence
    for found in redone {
      var byPlace: [String: Evidence] = [:]
      for item in found where !item.handling.isEmpty { byPlace[Self.place(of: item)] = item }
      guard !byPlace.isEmpty, let file = found.first?.file else { continue }
      for index in pending[file] ?? [] {
        guard let again = byPlace[Self.place(of: filled[index])] else { continue }
        filled[index].handling.merge(again.handling) { old, _ in old }
        filled[index].handles = Set(filled[index].handles).union(again.handles).sorted()
      }
    }
    return filled
  }

  /// One piece of evidence's place and what it is, to find it again.
  private static func place(of item: Evidence) -> String {
    "\(item.line):\(item.column) \(item.kind.rawValue) \(item.resource) \(item.level) \(item.api)"
  }

  /// The evidence of `file` read again with `openers`, when its bytes name one.
  private func evidence(in file: SourceWalk.File, openers: Set<String>) -> [Evidence] {
    finder(for: file, mentioning: openers, openers: openers)?.finder.evidence() ?? []
  }

  /// A finder over `file` that knows `openers` as functions opening
  /// Settings, and the file's tokens, when the file's bytes name one of
  /// `names`; nil when they don't, or the file can't be read or lexed.
  func finder(
    for file: SourceWalk.File, mentioning names: Set<String>, openers: Set<String>
  ) -> (finder: EvidenceFinder, tokens: [SourceToken])? {
    guard
      case .success(let bytes) = FileStatus.bytes(of: file.absolutePath, limit: maximumFileSize),
      CallFollower.mentions(bytes, anyOf: names),
      let (tokens, outline) = SourceFileEvidence.parsed(bytes, language: file.language)
    else { return nil }
    var finder = EvidenceFinder(
      tokens: tokens, outline: outline, language: file.language, index: apis.index,
      file: file.relativePath)
    finder.openers = openers
    return (finder, tokens)
  }
}
