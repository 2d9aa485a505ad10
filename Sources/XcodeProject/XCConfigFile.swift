import Diagnostics
import Foundation
import ProjectFiles

/// Reads `.xcconfig` files: `NAME = value` lines (a condition in brackets
/// allowed), `//` comments, and `#include "other.xcconfig"` /
/// `#include? "…"` (optional) with paths relative to the including file.
/// The settings of included files come where the include is, so a later
/// line overrides them. An include loop, a missing required include or a
/// line that is not a setting is an error at its line.
public enum XCConfigReader {
  /// How deep includes may nest.
  public static let maximumIncludeDepth = 32
  /// How many files one configuration may read in all.
  public static let maximumFiles = 256

  /// The settings of the file at `path` and everything it includes, in
  /// order; `warnings` gets problems that don't stop the build (a missing
  /// optional include is silent, as in Xcode).
  public static func read(path: String) throws(DiagnosticsError) -> [BuildSetting] {
    var state = State()
    var settings: [BuildSetting] = []
    try read(path: path, includedFrom: [], into: &settings, state: &state)
    guard state.problems.isEmpty else { throw DiagnosticsError(state.problems) }
    return settings
  }

  private struct State {
    var files = 0
    var problems: [Diagnostic] = []
  }

  /// An include chain: each including file, and the location of its
  /// `#include` line.
  private typealias Chain = [(path: String, location: SourceLocation)]

  private static func read(
    path: String, includedFrom chain: Chain, into settings: inout [BuildSetting],
    state: inout State
  ) throws(DiagnosticsError) {
    let text = try text(of: path, includedFrom: chain, state: &state)
    let folder = ProjectFileSystem.directory(of: path)
    let lines = text.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
    for (offset, rawSubstring) in lines.enumerated() {
      let rawLine = String(rawSubstring)
      let line = stripComment(rawLine.trimmingCharacters(in: .whitespaces))
      guard !line.isEmpty else { continue }
      let indent =
        (rawLine.firstIndex { $0 != " " && $0 != "\t" }).map {
          rawLine.distance(from: rawLine.startIndex, to: $0)
        } ?? 0
      let location = SourceLocation(file: path, line: offset + 1, column: indent + 1)
      if line.hasPrefix("#include") {
        readInclude(
          line, at: location, in: path, folder: folder, includedFrom: chain, into: &settings,
          state: &state)
      } else if let setting = setting(line, at: location, problems: &state.problems) {
        settings.append(setting)
      }
    }
  }

  /// The text of the file at `path`, counted against `maximumFiles`.
  private static func text(
    of path: String, includedFrom chain: Chain, state: inout State
  ) throws(DiagnosticsError) -> String {
    state.files += 1
    guard state.files <= maximumFiles else {
      throw DiagnosticsError([
        .error(
          at: chain.last?.location ?? .file(path),
          "more than \(maximumFiles) xcconfig files are included; stopped reading")
      ])
    }
    let bytes = try ProjectFileSystem.bytes(of: path)
    guard let text = ProjectText.decode(bytes) else {
      throw DiagnosticsError([
        .error(at: .file(path), "an xcconfig file must be UTF-8 text, and this one is not")
      ])
    }
    return text
  }

  /// Reads the file that the `#include` (or `#include?`) `line` of the file
  /// at `path` names into `settings`; a problem with the line, or in the
  /// included file, goes to `state.problems`.
  private static func readInclude(
    _ line: String, at location: SourceLocation, in path: String, folder: String,
    includedFrom chain: Chain, into settings: inout [BuildSetting], state: inout State
  ) {
    let optional = line.hasPrefix("#include?")
    let rest = line.dropFirst(optional ? "#include?".count : "#include".count)
      .trimmingCharacters(in: .whitespaces)
    guard rest.count >= 2, rest.first == "\"", rest.last == "\"" else {
      state.problems.append(
        .error(
          at: location,
          "an include names its file in double quotes: #include \"Other.xcconfig\""))
      return
    }
    let name = String(rest.dropFirst().dropLast())
    let target = ProjectFileSystem.join(folder, name)
    if target == path || chain.contains(where: { $0.path == target }) {
      let cycle = (chain.map(\.path) + [path, target]).map {
        ($0.split(separator: "/").last).map(String.init) ?? $0
      }
      state.problems.append(
        .error(
          at: location,
          "include loop: \(cycle.joined(separator: " → ")); remove one of these #include lines"
        ))
      return
    }
    guard chain.count < maximumIncludeDepth else {
      state.problems.append(
        .error(at: location, "includes nest more than \(maximumIncludeDepth) deep"))
      return
    }
    if !FileManager.default.fileExists(atPath: target) {
      if !optional {
        state.problems.append(
          .error(
            at: location,
            "the included file \(Quoted.quote(name)) does not exist (\(target));"
              + " write #include? to make it optional"))
      }
      return
    }
    do throws(DiagnosticsError) {
      try read(
        path: target, includedFrom: chain + [(path, location)], into: &settings, state: &state)
    } catch {
      state.problems += error.diagnostics
    }
  }

  /// The setting on a `NAME = value` or `NAME[condition] = value` line, or
  /// nil, with a problem in `problems`, when the line is not one.
  private static func setting(
    _ line: String, at location: SourceLocation, problems: inout [Diagnostic]
  ) -> BuildSetting? {
    guard let equals = line.firstIndex(of: "=") else {
      problems.append(
        .error(at: location, "expected a setting, NAME = value, or an #include line"))
      return nil
    }
    let key = line[..<equals].trimmingCharacters(in: .whitespaces)
    var value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
    if value.hasSuffix(";") { value.removeLast() }
    let (name, conditions) = BuildSetting.split(key)
    guard isSettingName(name) else {
      problems.append(
        .error(
          at: location,
          "\(Quoted.quote(name)) is not a build-setting name (letters, digits and _)"))
      return nil
    }
    return BuildSetting(
      name: name, conditions: conditions, value: value.trimmingCharacters(in: .whitespaces),
      location: location)
  }

  /// The line without a `//` comment; `//` inside double quotes stays.
  static func stripComment(_ line: String) -> String {
    var inQuotes = false
    var previous: Character = " "
    var index = line.startIndex
    while index < line.endIndex {
      let character = line[index]
      if character == "\"" { inQuotes.toggle() }
      if character == "/", previous == "/", !inQuotes {
        return String(line[..<line.index(before: index)]).trimmingCharacters(in: .whitespaces)
      }
      previous = character
      index = line.index(after: index)
    }
    return line
  }

  static func isSettingName(_ name: String) -> Bool {
    !name.isEmpty
      && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
      && !(name.first?.isNumber ?? true)
  }
}
