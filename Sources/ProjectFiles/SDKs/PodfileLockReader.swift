import Diagnostics

/// One pod of a `Podfile.lock`'s `PODS:` list: a pod or subspec
/// (`Firebase/Analytics`) with its version and the pods it depends on.
public struct LockedPod: Sendable, Equatable {
  /// The name as written, subspec included.
  public var name: String
  public var version: String
  /// The pods it depends on, by name as written (subspecs included).
  public var dependencies: [String]
  public var source: SourceLocation

  /// The pod a subspec belongs to (`Firebase` for `Firebase/Analytics`).
  public var root: String { LockedPod.root(of: name) }

  /// The pod `name` belongs to.
  public static func root(of name: String) -> String {
    String(name.split(separator: "/", maxSplits: 1).first ?? Substring(name))
  }
}

/// Reads the `PODS:` section of a CocoaPods `Podfile.lock` line by line
/// (CocoaPods writes it as YAML in one fixed shape): `  - NAME (VERSION)`,
/// with `:` when dependencies follow as `    - NAME (REQUIREMENT)`. Lines
/// it can't read are errors at their line and column.
public enum PodfileLockReader {
  /// At most this many lines are read.
  public static let maximumLines = 200_000

  public static func read(path: String) throws(DiagnosticsError) -> [LockedPod] {
    try read(bytes: ProjectFileSystem.bytes(of: path), file: path)
  }

  public static func read(bytes: [UInt8], file: String) throws(DiagnosticsError) -> [LockedPod] {
    guard let text = ProjectText.decode(bytes) else {
      throw DiagnosticsError([.error(at: .file(file), "not a text file (UTF-8 expected)")])
    }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(maximumLines)
    guard let start = lines.firstIndex(where: { $0.trimmingTrailingSpace == "PODS:" }) else {
      throw DiagnosticsError([
        .error(
          at: SourceLocation(file: file, line: 1, column: 1),
          "no PODS: section; a Podfile.lock starts with PODS: and the pods under it")
      ])
    }
    var pods: [LockedPod] = []
    for index in (start + 1)..<lines.endIndex {
      let line = lines[index].trimmingTrailingSpace
      if line.isEmpty { continue }
      if !line.hasPrefix(" ") { break }  // the next section
      let location = SourceLocation(file: file, line: index + 1, column: 1)
      if line.hasPrefix("    - ") {
        guard !pods.isEmpty, let entry = entry(line.dropFirst(6)) else {
          throw DiagnosticsError([malformed(line, at: location, column: 7)])
        }
        pods[pods.count - 1].dependencies.append(entry.name)
      } else if line.hasPrefix("  - ") {
        guard let entry = entry(line.dropFirst(4)), let version = entry.detail else {
          throw DiagnosticsError([malformed(line, at: location, column: 5)])
        }
        pods.append(
          LockedPod(
            name: entry.name, version: version, dependencies: [],
            source: SourceLocation(file: file, line: index + 1, column: 5)))
      } else {
        throw DiagnosticsError([malformed(line, at: location, column: 1)])
      }
    }
    return pods
  }

  /// `NAME (DETAIL)` with an optional trailing `:` and optional quotes;
  /// `NAME` alone for a dependency without a requirement.
  static func entry(_ raw: Substring) -> (name: String, detail: String?)? {
    var text = raw.trimmingTrailingSpace
    if text.hasSuffix(":") { text = String(text.dropLast()) }
    if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") {
      text = String(text.dropFirst().dropLast())
    }
    guard !text.isEmpty else { return nil }
    guard let open = text.firstIndex(of: "(") else {
      return text.contains(" ") ? nil : (text, nil)
    }
    guard text.hasSuffix(")") else { return nil }
    let name = text[..<open].trimming(" ")
    let detail = text[text.index(after: open)..<text.index(before: text.endIndex)]
    guard !name.isEmpty, !name.contains(" ") else { return nil }
    return (name, String(detail))
  }

  private static func malformed(_ line: String, at location: SourceLocation, column: Int)
    -> Diagnostic
  {
    var place = location
    place.column = column
    return .error(
      at: place,
      "can't read this PODS: line (\(line.trimming(" ").prefix(80))); expected"
        + " \"  - NAME (VERSION)\", or \"    - NAME (REQUIREMENT)\" under a pod that ends in \":\"")
  }
}

extension StringProtocol {
  /// The text without trailing spaces, tabs and carriage returns.
  var trimmingTrailingSpace: String {
    var end = endIndex
    while end > startIndex {
      let before = index(before: end)
      guard self[before] == " " || self[before] == "\t" || self[before] == "\r" else { break }
      end = before
    }
    return String(self[startIndex..<end])
  }

  func trimming(_ set: Character) -> String {
    var start = startIndex
    var end = endIndex
    while start < end, self[start] == set { start = index(after: start) }
    while end > start, self[index(before: end)] == set { end = index(before: end) }
    return String(self[start..<end])
  }
}
