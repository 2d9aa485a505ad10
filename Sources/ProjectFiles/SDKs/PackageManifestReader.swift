import Diagnostics

/// A `.package(…)` dependency a `Package.swift` declares.
public struct DeclaredPackage: Sendable, Equatable {
  /// The repository URL, or nil for a local `path:` package.
  public var url: String?
  public var path: String?
  /// What follows the URL (`from: "5.0.0"`, `exact: "1.2.3"`, a range),
  /// as written.
  public var requirement: String?
  public var source: SourceLocation
  /// Whether only test targets name a product of it (`.testTarget(…
  /// .product(name:, package: "NAME")`): it doesn't ship with the package.
  public var usedOnlyByTests = false

  /// The package's name: the URL's (or path's) last part without `.git`.
  public var name: String {
    let last = (url ?? path ?? "").split(separator: "/").last.map(String.init) ?? ""
    return last.hasSuffix(".git") ? String(last.dropLast(4)) : last
  }
}

/// Finds the `.package(url: "…", …)` and `.package(path: "…")` calls of a
/// `Package.swift` (Swift, read as text: what a manifest computes is not
/// followed), each at its line. Comments are skipped.
public enum PackageManifestReader {
  public static func read(path: String) throws(DiagnosticsError) -> [DeclaredPackage] {
    let bytes = try ProjectFileSystem.bytes(of: path)
    guard let text = ProjectText.decode(bytes) else {
      throw DiagnosticsError([.error(at: .file(path), "not a text file (UTF-8 expected)")])
    }
    return read(text: text, file: path)
  }

  public static func read(text: String, file: String) -> [DeclaredPackage] {
    var found: [DeclaredPackage] = []
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(50_000)
    var inComment = false
    for (index, raw) in lines.enumerated() {
      var line = String(raw)
      if inComment {
        guard let end = line.range(of: "*/") else { continue }
        line = String(line[end.upperBound...])
        inComment = false
      }
      if let start = line.range(of: "/*"), line.range(of: "*/") == nil {
        line = String(line[..<start.lowerBound])
        inComment = true
      }
      line = withoutLineComment(line)
      guard let call = line.range(of: ".package(") else { continue }
      // The call's arguments: this line and, when it goes on, the next few.
      var arguments = String(line[call.upperBound...])
      var next = index + 1
      while !arguments.contains(")"), next < lines.count, next < index + 6 {
        arguments += " " + lines[next]
        next += 1
      }
      let url = argument("url", in: arguments)
      let path = argument("path", in: arguments)
      guard url != nil || path != nil else { continue }
      found.append(
        DeclaredPackage(
          url: url, path: url == nil ? path : nil,
          requirement: url == nil ? nil : requirement(arguments),
          source: SourceLocation(file: file, line: index + 1, column: 1)))
    }
    let testOnly = packagesUsedOnlyByTests(text)
    for index in found.indices where testOnly.contains(found[index].name.lowercased()) {
      found[index].usedOnlyByTests = true
    }
    return found
  }

  /// The packages (lowercased) whose products only `.testTarget(…)` blocks
  /// name: each target block runs from its `.target(` (or `.testTarget(`,
  /// `.executableTarget(`, `.macro(`, `.plugin(`, `.binaryTarget(`) to the next.
  static func packagesUsedOnlyByTests(_ text: String) -> Set<String> {
    let starts = [
      ".target(", ".testTarget(", ".executableTarget(", ".macro(", ".plugin(", ".binaryTarget(",
    ]
    var shipped = Set<String>()
    var tested = Set<String>()
    var isTest = false
    var rest = Substring(text.prefix(1_000_000))
    while !rest.isEmpty {
      let next = starts.compactMap { start in rest.range(of: start).map { ($0, start) } }
        .min { $0.0.lowerBound < $1.0.lowerBound }
      let segment = next.map { rest[..<$0.0.lowerBound] } ?? rest
      for name in packageReferences(in: segment) {
        if isTest { tested.insert(name) } else { shipped.insert(name) }
      }
      guard let next else { break }
      isTest = next.1 == ".testTarget("
      rest = rest[next.0.upperBound...]
    }
    return tested.subtracting(shipped)
  }

  /// The `package: "NAME"` texts in `segment`, lowercased.
  private static func packageReferences(in segment: Substring) -> [String] {
    var names: [String] = []
    var rest = segment
    while let range = rest.range(of: "package:"), names.count < 1_000 {
      let after = rest[range.upperBound...].drop { $0 == " " }
      if after.first == "\"" {
        names.append(String(after.dropFirst().prefix { $0 != "\"" }).lowercased())
      }
      rest = rest[range.upperBound...]
    }
    return names
  }

  /// The line up to a `//` outside a string literal.
  static func withoutLineComment(_ line: String) -> String {
    var inString = false
    var previous: Character = " "
    for index in line.indices {
      let character = line[index]
      if character == "\"" { inString.toggle() }
      if !inString, character == "/", previous == "/" {
        return String(line[..<line.index(before: index)])
      }
      previous = character
    }
    return line
  }

  /// The quoted text after `label:`.
  static func argument(_ label: String, in text: String) -> String? {
    guard let range = text.range(of: label + ":") else { return nil }
    let rest = text[range.upperBound...].drop { $0 == " " }
    guard rest.first == "\"" else { return nil }
    let value = rest.dropFirst().prefix { $0 != "\"" }
    return value.isEmpty ? nil : String(value)
  }

  /// The arguments after the URL, up to the call's closing parenthesis.
  private static func requirement(_ arguments: String) -> String? {
    guard let url = arguments.range(of: "url:") else { return nil }
    let afterURL = arguments[url.upperBound...].drop { $0 == " " }.dropFirst()
    guard let close = afterURL.firstIndex(of: "\"") else { return nil }
    var depth = 0
    var result = ""
    for character in afterURL[afterURL.index(after: close)...].prefix(200) {
      if character == "(" { depth += 1 }
      if character == ")" {
        if depth == 0 { break }
        depth -= 1
      }
      result.append(character)
    }
    let trimmed = result.trimming(" ")
    let text = trimmed.hasPrefix(",") ? String(trimmed.dropFirst()).trimming(" ") : trimmed
    return text.isEmpty ? nil : text
  }
}
