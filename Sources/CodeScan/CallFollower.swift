import Diagnostics
import Parallelism

/// Fills the moments one file can't tell by following calls across
/// files: a request in `PushService.requestPermissions()` whose only
/// caller is the app delegate's launch runs at launch. Bounded: only
/// evidence whose moment is `unknown`, only distinctive function names
/// (long or compound, not `setup` or `start`), at most
/// ``maximumNames`` of them, ``maximumRounds`` hops (a caller whose own
/// moment is unknown is followed once more), and only files whose bytes
/// name one of them are read again.
struct CallFollower {
  static let maximumNames = 64
  static let maximumRounds = 2
  /// The most calls of one name read in one file.
  static let maximumCallsPerFile = 16

  let files: [SourceWalk.File]
  let apis: APIIndexing
  let rootTypes: Set<String>
  let maximumFileSize: Int

  /// One call of a followed name: when and where it runs.
  struct Call: Sendable {
    var name: String
    var trigger: Evidence.Trigger
    var file: String
    var type: String?
    /// The base name of the calling function, when it has one.
    var caller: String?
    /// The `#available` / `@available` guard around the call (its own
    /// file's), nil without one.
    var availability: String?
  }

  /// `evidence` with the moments (and triggers) of unknown requests and
  /// uses filled from their callers in other files, and the calls read on
  /// the way, by name (``followAvailability(_:known:)`` reads only names
  /// not among them).
  func follow(_ evidence: [Evidence]) -> (evidence: [Evidence], calls: [String: [Call]]) {
    var pending: [String: [Int]] = [:]
    for (index, item) in evidence.enumerated()
    where item.moment == .unknown && (item.kind == .request || item.kind == .use) {
      guard let name = item.function.flatMap(Self.baseName), Self.isDistinctive(name) else {
        continue
      }
      pending[name, default: []].append(index)
    }
    var origins: [String: Set<String>] = [:]
    for name in pending.keys.sorted().prefix(Self.maximumNames) { origins[name] = [name] }
    var found: [String: (PromptTiming.Moment, Evidence.Trigger)] = [:]
    var read: [String: [Call]] = [:]
    for _ in 0..<Self.maximumRounds where !origins.isEmpty {
      origins = round(origins, found: &found, read: &read)
    }
    var filled = evidence
    for (name, (moment, trigger)) in found {
      for index in pending[name] ?? [] {
        filled[index].moment = moment
        if trigger != .unknown { filled[index].trigger = trigger }
      }
    }
    return (filled, read)
  }

  /// One hop: the calls of `origins`' names; a known moment is recorded
  /// for the names each stands for, an unknown one hands its caller's
  /// name to the next round. `read` keeps every call read, by name.
  private func round(
    _ origins: [String: Set<String>],
    found: inout [String: (PromptTiming.Moment, Evidence.Trigger)],
    read: inout [String: [Call]]
  ) -> [String: Set<String>] {
    let made = calls(of: Set(origins.keys), into: &read)
    var next: [String: Set<String>] = [:]
    for call in made {
      let moment = PromptTiming.moment(
        trigger: call.trigger, file: call.file, type: call.type, rootTypes: rootTypes)
      for origin in origins[call.name] ?? [] {
        if moment != .unknown {
          if moment.earliness > (found[origin]?.0.earliness ?? 0) {
            found[origin] = (moment, call.trigger)
          }
        } else if let caller = call.caller, Self.isDistinctive(caller), caller != call.name,
          next.count < Self.maximumNames || next[caller] != nil
        {
          next[caller, default: []].insert(origin)
        }
      }
    }
    // A name already placed needs no second hop.
    return next.mapValues { $0.filter { found[$0] == nil } }.filter { !$0.value.isEmpty }
  }

  /// The calls of `names` in every file, on every core, each also kept in
  /// `read` by name (an empty list for a name never called).
  func calls(of names: Set<String>, into read: inout [String: [Call]]) -> [Call] {
    let made = Array(Parallel.map(files) { self.calls(of: names, in: $0) }.joined())
    for name in names where read[name] == nil { read[name] = [] }
    for call in made { read[call.name, default: []].append(call) }
    return made
  }

  /// The calls of `names` in `file`, read again only when its bytes name
  /// one of them.
  func calls(of names: Set<String>, in file: SourceWalk.File) -> [Call] {
    guard
      case .success(let bytes) = FileStatus.bytes(of: file.absolutePath, limit: maximumFileSize),
      Self.mentions(bytes, anyOf: names),
      let (tokens, outline) = SourceFileEvidence.parsed(bytes, language: file.language)
    else { return [] }
    let finder = EvidenceFinder(
      tokens: tokens, outline: outline, language: file.language, index: apis.index,
      file: file.relativePath)
    var memo = EvidenceFinder.Memo()
    var calls: [Call] = []
    var perName: [String: Int] = [:]
    for position in tokens.indices
    where tokens[position].kind == .identifier && names.contains(tokens[position].text) {
      let name = tokens[position].text
      guard finder.isReference(at: position), !outline.isInPreview(position),
        tokens[max(0, position - 1)].isIdentifier("func") == false
      else { continue }
      guard perName[name, default: 0] < Self.maximumCallsPerFile else {
        // More calls than are read: one with no guard and no caller stands
        // for the rest, so that no one reads the name as always guarded.
        if perName[name] == Self.maximumCallsPerFile {
          perName[name, default: 0] += 1
          calls.append(Call(name: name, trigger: .unknown, file: file.relativePath))
        }
        continue
      }
      perName[name, default: 0] += 1
      calls.append(
        Call(
          name: name, trigger: finder.referenceTrigger(position, depth: 0, memo: &memo),
          file: file.relativePath, type: outline.typeName(of: position),
          caller: outline.enclosing(.function, of: position)?.baseName,
          availability: outline.availability(of: position)))
    }
    return calls
  }

  /// Whether an identifier in `bytes` (a run of letters, digits and `_`)
  /// is one of `names`: a linear pass, so that most files are never lexed
  /// twice.
  static func mentions(_ bytes: [UInt8], anyOf names: Set<String>) -> Bool {
    let lengths = Set(names.map(\.utf8.count))
    var start = -1
    for index in 0...bytes.count {
      let byte = index < bytes.count ? bytes[index] : 0x20
      let isName =
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A)
        || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
      if isName {
        if start < 0 { start = index }
      } else if start >= 0 {
        if lengths.contains(index - start),
          names.contains(String(decoding: bytes[start..<index], as: UTF8.self))
        {
          return true
        }
        start = -1
      }
    }
    return false
  }

  /// `requestAccess` of `requestAccess(for:)`; Objective-C's first part.
  static func baseName(_ function: String) -> String? {
    let name = function.prefix { $0 != "(" && $0 != ":" }
    return name.isEmpty ? nil : String(name)
  }

  /// Names too common to follow: a call of `setup()` elsewhere is likely
  /// another type's.
  static let commonNames: Set<String> = [
    "init", "setup", "start", "configure", "load", "update", "request", "run", "refresh",
    "present", "show", "body", "prepare", "reload", "viewDidLoad", "handle", "perform",
    "execute", "requestAuthorization", "requestAccess", "authorize", "checkPermission",
    "checkPermissions", "requestPermission", "requestPermissions", "makeUIViewController",
  ]

  /// Whether `name` is specific enough to be followed across files: eight
  /// letters or more, or a compound (`startScan`), and not a common name.
  static func isDistinctive(_ name: String) -> Bool {
    guard !commonNames.contains(name), name.count >= 6 else { return false }
    return name.count >= 8 || name.dropFirst().contains { $0.isUppercase || $0 == "_" }
  }
}
