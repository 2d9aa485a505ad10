import Diagnostics

/// One line of a `Cartfile` or `Cartfile.resolved`: `github "owner/repo"
/// "1.2.3"`, `git "URL" "ref"`, `binary "URL" "1.0"`, with what follows
/// the origin (a requirement in a Cartfile, the pinned version or commit
/// in Cartfile.resolved).
public struct CartfileEntry: Sendable, Equatable {
  public var kind: String
  public var origin: String
  public var detail: String?
  public var source: SourceLocation

  /// The dependency's name: the repository's last path part, `.git` and
  /// `.json` left out (`ReactiveSwift` for `ReactiveCocoa/ReactiveSwift`).
  public var name: String {
    var last = origin.split(separator: "/").last.map(String.init) ?? origin
    for suffix in [".git", ".json"] where last.hasSuffix(suffix) {
      last = String(last.dropLast(suffix.count))
    }
    return last
  }
}

/// Reads Carthage's `Cartfile` and `Cartfile.resolved` (one dependency a
/// line, `#` comments); a line it can't read is an error at its line.
public enum CartfileReader {
  public static let kinds = ["github", "git", "binary"]

  public static func read(path: String) throws(DiagnosticsError) -> [CartfileEntry] {
    try read(bytes: ProjectFileSystem.bytes(of: path), file: path)
  }

  public static func read(bytes: [UInt8], file: String) throws(DiagnosticsError)
    -> [CartfileEntry]
  {
    guard let text = ProjectText.decode(bytes) else {
      throw DiagnosticsError([.error(at: .file(file), "not a text file (UTF-8 expected)")])
    }
    var entries: [CartfileEntry] = []
    var problems: [Diagnostic] = []
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, raw) in lines.prefix(100_000).enumerated() {
      let line = (raw.firstIndex(of: "#").map { raw[..<$0] } ?? raw).trimmingTrailingSpace
        .trimming(" ")
      if line.isEmpty { continue }
      let location = SourceLocation(file: file, line: index + 1, column: 1)
      if let entry = entry(line, at: location) {
        entries.append(entry)
      } else {
        problems.append(
          .error(
            at: location,
            "can't read this line (\(line.prefix(80))); expected github \"owner/repo\", git"
              + " \"URL\" or binary \"URL\", then a quoted version or a requirement"))
      }
    }
    guard problems.isEmpty else { throw DiagnosticsError(Array(problems.prefix(20))) }
    return entries
  }

  private static func entry(_ line: String, at location: SourceLocation) -> CartfileEntry? {
    guard let space = line.firstIndex(of: " ") else { return nil }
    let kind = String(line[..<space])
    guard kinds.contains(kind) else { return nil }
    let rest = line[line.index(after: space)...].trimming(" ")
    guard rest.hasPrefix("\""), let close = rest.dropFirst().firstIndex(of: "\"") else {
      return nil
    }
    let origin = String(rest[rest.index(after: rest.startIndex)..<close])
    guard !origin.isEmpty else { return nil }
    var detail = rest[rest.index(after: close)...].trimming(" ")
    if detail.count >= 2, detail.hasPrefix("\""), detail.hasSuffix("\"") {
      detail = String(detail.dropFirst().dropLast())
    }
    return CartfileEntry(
      kind: kind, origin: origin, detail: detail.isEmpty ? nil : detail, source: location)
  }
}
