import Diagnostics

/// A `pod` line of a Podfile: the pod, its requirement and the build
/// configurations it is limited to (`configurations:`; empty: all).
public struct DeclaredPod: Sendable, Equatable {
  public var name: String
  public var requirement: String?
  public var configurations: [String]
  public var source: SourceLocation
}

/// What a Podfile declares, per target: the pods of each `target` block,
/// with those of enclosing (`abstract_target`) blocks and of the `def`
/// helpers it calls. A Podfile is Ruby; this reads the shapes CocoaPods
/// documents (`target 'T' do`, `def name`, `pod 'P', '~> 1.0',
/// configurations: ['Debug']`) and ignores the rest.
public enum PodfileReader {
  public static func read(path: String) throws(DiagnosticsError) -> [String: [DeclaredPod]] {
    let bytes = try ProjectFileSystem.bytes(of: path)
    guard let text = ProjectText.decode(bytes) else {
      throw DiagnosticsError([.error(at: .file(path), "not a text file (UTF-8 expected)")])
    }
    return read(text: text, file: path)
  }

  private enum Block {
    case target(String)
    case helper(String)
    case abstractTarget
    case other
  }

  public static func read(text: String, file: String) -> [String: [DeclaredPod]] {
    var blocks: [Block] = []
    var helpers: [String: [DeclaredPod]] = [:]
    var pods: [String: [DeclaredPod]] = [:]
    var inherited: [[DeclaredPod]] = [[]]  // pods per open block, outermost first
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(50_000)
    for (index, raw) in lines.enumerated() {
      let line = (raw.firstIndex(of: "#").map { raw[..<$0] } ?? raw).trimmingTrailingSpace
        .trimming(" ")
      let words = line.split(separator: " ", maxSplits: 1).map(String.init)
      guard let first = words.first, blocks.count < 64 else { continue }
      let location = SourceLocation(file: file, line: index + 1, column: 1)
      func open(_ block: Block) {
        blocks.append(block)
        inherited.append([])
      }
      switch first {
      case "target", "abstract_target":
        let name = quoted(words.count > 1 ? words[1] : "") ?? ""
        if first == "target" { pods[name, default: []] += inherited.joined() }
        open(first == "target" ? .target(name) : .abstractTarget)
      case "def":
        open(.helper(words.count > 1 ? String(words[1].prefix { $0 != "(" }) : ""))
      case "end":
        guard let block = blocks.popLast() else { continue }
        let own = inherited.popLast() ?? []
        if case .helper(let name) = block { helpers[name] = own }
      case "pod":
        guard let pod = pod(words.count > 1 ? words[1] : "", at: location) else { continue }
        add([pod], blocks: blocks, inherited: &inherited, pods: &pods)
      case "if", "unless", "case", "begin", "while", "until":
        open(.other)
      default:
        if let called = helpers[first], words.count == 1 {
          add(called, blocks: blocks, inherited: &inherited, pods: &pods)
        } else if line.hasSuffix(" do") || line.contains(" do |") {
          open(.other)
        }
      }
    }
    return pods
  }

  /// Adds pods to the innermost block: a helper keeps them, a target gets
  /// them and so does every target nested in it later.
  private static func add(
    _ new: [DeclaredPod], blocks: [Block], inherited: inout [[DeclaredPod]],
    pods: inout [String: [DeclaredPod]]
  ) {
    inherited[inherited.count - 1] += new
    for block in blocks.reversed() {
      if case .helper = block { return }
      if case .target(let name) = block, !name.isEmpty {
        pods[name, default: []] += new
        return
      }
    }
  }

  /// `'Name', '~> 1.0', configurations: ['Debug']` → the pod.
  private static func pod(_ arguments: String, at location: SourceLocation) -> DeclaredPod? {
    let parts = arguments.split(separator: ",").map { $0.trimming(" ") }
    guard let first = parts.first, let name = quoted(first) else { return nil }
    let requirement = parts.count > 1 ? quoted(parts[1]) : nil
    var configurations: [String] = []
    if let range = arguments.range(of: "configuration") {
      let rest = arguments[range.upperBound...]
      if let open = rest.firstIndex(where: { $0 == "[" || $0 == "'" || $0 == "\"" }) {
        let list = rest[open...].prefix { $0 != "]" }
        configurations =
          list.split(whereSeparator: { " ,['\"".contains($0) }).map(String.init)
      }
    }
    return DeclaredPod(
      name: name, requirement: requirement, configurations: configurations, source: location)
  }

  /// The text inside `'…'` or `"…"`, or nil.
  static func quoted(_ text: String) -> String? {
    let trimmed = text.trimming(" ")
    guard let quote = trimmed.first, quote == "'" || quote == "\"" else { return nil }
    let inner = trimmed.dropFirst().prefix { $0 != quote }
    return inner.isEmpty ? nil : String(inner)
  }
}
