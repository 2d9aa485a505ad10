import Diagnostics
import Foundation
import ProjectFiles

/// One build-setting assignment as a project file writes it:
/// `INFOPLIST_KEY_NSCameraUsageDescription = "…"`, maybe with a condition
/// (`NAME[sdk=iphoneos*] = …`).
public struct BuildSetting: Sendable, Equatable {
  /// The setting's name, without its condition.
  public var name: String
  /// The conditions in brackets (`sdk=iphoneos*`), empty for none.
  public var conditions: [String]
  /// The value as written, `$(…)` references unexpanded.
  public var value: String
  /// Where it is assigned.
  public var location: SourceLocation

  public init(name: String, conditions: [String] = [], value: String, location: SourceLocation) {
    self.name = name
    self.conditions = conditions
    self.value = value
    self.location = location
  }

  /// Splits `NAME[sdk=iphoneos*][arch=*]` (or `NAME[sdk=a,arch=b]`) into the
  /// name and its conditions.
  public static func split(_ key: String) -> (name: String, conditions: [String]) {
    guard let open = key.firstIndex(of: "[") else { return (key, []) }
    let name = String(key[..<open])
    var conditions: [String] = []
    for part in key[open...].split(whereSeparator: { $0 == "[" || $0 == "]" || $0 == "," }) {
      let text = part.trimmingCharacters(in: .whitespaces)
      if !text.isEmpty { conditions.append(text) }
    }
    return (name.trimmingCharacters(in: .whitespaces), conditions)
  }
}

/// The settings of one level of Xcode's stack (defaults, the project's
/// xcconfig, the project, the target's xcconfig, the target), in the order
/// assigned.
public struct SettingsLevel: Sendable, Equatable {
  /// For messages: "project", "target ElementX", a file name.
  public var name: String
  public var settings: [BuildSetting]

  public init(name: String, settings: [BuildSetting]) {
    self.name = name
    self.settings = settings
  }

  /// The level an xcconfig file gives, read with its includes; nil, with a
  /// warning at `location` (where the project names it), when the file is
  /// missing, since Xcode then builds without it.
  static func configurationFile(
    _ path: String, namedBy owner: String, at location: SourceLocation,
    warnings: inout [Diagnostic]
  ) throws(DiagnosticsError) -> SettingsLevel? {
    guard ProjectFileSystem.exists(path), !ProjectFileSystem.isDirectory(path) else {
      warnings.append(
        Diagnostic(
          .warning, at: location,
          "the \(owner) file \(path) is missing; its settings are left out"))
      return nil
    }
    return SettingsLevel(name: path, settings: try XCConfigReader.read(path: path))
  }
}

/// What the build is for, against which setting conditions are matched.
public struct BuildContext: Sendable, Equatable {
  public var configuration: String
  public var sdk = "iphoneos"
  public var arch = "arm64"

  public init(configuration: String) { self.configuration = configuration }

  /// Whether every condition (`sdk=iphoneos*`, `arch=arm64`,
  /// `config=Release`) holds; an unknown kind of condition does not.
  func matches(_ conditions: [String]) -> Bool {
    conditions.allSatisfy { condition in
      guard let equals = condition.firstIndex(of: "=") else { return false }
      let kind = condition[..<equals].trimmingCharacters(in: .whitespaces)
      let pattern = condition[condition.index(after: equals)...].trimmingCharacters(
        in: .whitespaces)
      switch kind {
      case "sdk": return Glob.matches(pattern, sdk)
      case "arch": return Glob.matches(pattern, arch)
      case "config": return Glob.matches(pattern, configuration)
      case "variant": return Glob.matches(pattern, "normal")
      default: return false
      }
    }
  }
}

/// `*` wildcards, as setting conditions use them; patterns and texts are
/// short (at most 256 characters are compared), and the match is linear in
/// practice (the classic one-star backtrack, never exponential).
enum Glob {
  static func matches(_ pattern: String, _ text: String) -> Bool {
    let p = Array(pattern.prefix(256))
    let t = Array(text.prefix(256))
    var i = 0
    var j = 0
    var star = -1
    var mark = 0
    while j < t.count {
      if i < p.count, p[i] == t[j] || p[i] == "?" {
        i += 1
        j += 1
      } else if i < p.count, p[i] == "*" {
        star = i
        mark = j
        i += 1
      } else if star >= 0 {
        i = star + 1
        mark += 1
        j = mark
      } else {
        return false
      }
    }
    while i < p.count, p[i] == "*" { i += 1 }
    return i == p.count
  }
}

/// A target's build settings for one configuration, resolved the way Xcode
/// does: the highest level that assigns a setting wins; within a level a
/// matching conditional assignment beats a plain one; `$(inherited)` is
/// the value of the levels below; `$(NAME)` and `${NAME}` are expanded
/// (nested references too, `:rfc1034identifier`-style operators applied)
/// up to ``maximumDepth`` levels deep and ``maximumLength`` characters
/// long. A setting that references itself (`FLAGS = $(FLAGS) -x`) reads
/// the levels below, as `$(inherited)` does. A name no level assigns and
/// no default gives is empty, as Xcode makes it, and listed in
/// `undefined`; only when the settings are ``incomplete`` (a configuration
/// file was left out, which might define it) is it kept as written, since
/// its value can't be known. A cycle between settings (`A = $(B)`,
/// `B = $(A)`) stops at the depth bound with the reference as written.
public struct ResolvedSettings: Sendable {
  /// The deepest chain of references expanded.
  public static let maximumDepth = 32
  /// The longest value expanded, in characters.
  public static let maximumLength = 64 * 1024
  /// The most references one expansion follows in all (a value that
  /// doubles at each of 40 levels stops here, not after 2^40 steps).
  public static let maximumReferences = 10_000

  /// The effective assignment of each name per level, lowest first.
  private var levels: [[String: BuildSetting]]
  /// Values that hold when no level assigns the name.
  public var defaults: [String: String]
  /// Whether a level of settings was left out (a configuration file that
  /// is missing or outside the project's folders), so that a name nothing
  /// here defines may have a value after all: it is kept as written.
  public var incomplete = false

  /// The levels, lowest first, and the defaults.
  public init(levels: [SettingsLevel], context: BuildContext, defaults: [String: String]) {
    self.defaults = defaults
    self.levels = levels.flatMap { level -> [[String: BuildSetting]] in
      // A name assigned twice in one level (an xcconfig and the file it
      // includes) makes a new level, so that the second's $(inherited)
      // is the first.
      var result: [[String: BuildSetting]] = [[:]]
      var conditional: [[String: Bool]] = [[:]]
      for setting in level.settings {
        guard context.matches(setting.conditions) else { continue }
        let isConditional = !setting.conditions.isEmpty
        if let existing = result[result.count - 1][setting.name] {
          let existingConditional = conditional[conditional.count - 1][setting.name] ?? false
          if existingConditional && !isConditional { continue }
          let readsBelow =
            setting.value.contains("inherited") || setting.value.contains("(\(setting.name))")
            || setting.value.contains("{\(setting.name)}")
          if readsBelow && existing.location != setting.location {
            result.append([:])
            conditional.append([:])
          }
        }
        result[result.count - 1][setting.name] = setting
        conditional[conditional.count - 1][setting.name] = isConditional
      }
      return result
    }
  }

  /// Whether some level assigns `name`.
  public func isAssigned(_ name: String) -> Bool { levels.contains { $0[name] != nil } }

  /// Every name some level assigns.
  public var assignedNames: Set<String> { Set(levels.flatMap(\.keys)) }

  /// Where `name` is assigned by the level that wins.
  public func location(of name: String) -> SourceLocation? {
    levels.last { $0[name] != nil }?[name]?.location
  }

  /// The expanded value of `name`, or nil when nothing assigns it.
  public func value(_ name: String) -> String? {
    guard isAssigned(name) || defaults[name] != nil else { return nil }
    var state = Expansion()
    return evaluate(name, below: levels.count, state: &state)
  }

  /// `text` with every `$(NAME)` / `${NAME}` expanded against these
  /// settings (how Xcode expands Info.plist values); references to names
  /// nothing defines are empty (kept as written when the settings are
  /// ``incomplete``) and returned in `undefined`.
  public func expand(_ text: String) -> (text: String, undefined: [String]) {
    var state = Expansion()
    let result = substitute(text, level: levels.count, name: nil, state: &state)
    return (result, state.undefined)
  }

  private struct Expansion {
    var depth = 0
    var references = 0
    var undefined: [String] = []
  }

  private func evaluate(_ name: String, below level: Int, state: inout Expansion) -> String {
    var index = min(level, levels.count) - 1
    while index >= 0 {
      if let setting = levels[index][name] {
        return substitute(setting.value, level: index, name: name, state: &state)
      }
      index -= 1
    }
    guard let fallback = defaults[name] else { return "" }
    return substitute(fallback, level: 0, name: nil, state: &state)
  }

  /// Expands the references in `text`, a value assigned at `level` to
  /// `name` (for `$(inherited)`).
  private func substitute(
    _ text: String, level: Int, name: String?, state: inout Expansion
  ) -> String {
    guard text.contains("$") else { return text }
    guard state.depth < Self.maximumDepth, state.references < Self.maximumReferences else {
      return text
    }
    state.depth += 1
    defer { state.depth -= 1 }
    let characters = Array(text)
    var output = ""
    var index = 0
    while index < characters.count {
      let character = characters[index]
      guard character == "$", index + 1 < characters.count else {
        output.append(character)
        index += 1
        continue
      }
      let inner: String
      let close: Int
      if characters[index + 1] == "(" || characters[index + 1] == "{",
        let end = Self.closing(characters, from: index + 1)
      {
        inner = String(characters[(index + 2)..<end])
        close = end
      } else if Self.isNameStart(characters[index + 1]) {
        // `$NAME`, which Xcode also expands.
        var end = index + 1
        while end + 1 < characters.count, Self.isNameCharacter(characters[end + 1]) { end += 1 }
        inner = String(characters[(index + 1)...end])
        close = end
      } else {
        output.append(character)
        index += 1
        continue
      }
      state.references += 1
      let reference = substitute(inner, level: level, name: name, state: &state)
      let parts = reference.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
      let variable = parts[0]
      if let name, variable == "inherited" || variable == name {
        // `$(inherited)`, or the setting itself: the levels below.
        output += evaluate(name, below: level, state: &state)
      } else if isAssigned(variable) || defaults[variable] != nil {
        var value = evaluate(variable, below: levels.count, state: &state)
        for operation in parts.dropFirst() { value = Self.apply(operation, to: value) }
        output += value
      } else if variable == "inherited" {
        output += ""
      } else {
        if !state.undefined.contains(variable) { state.undefined.append(variable) }
        if incomplete { output += String(characters[index...close]) }
      }
      if output.count > Self.maximumLength { return String(output.prefix(Self.maximumLength)) }
      index = close + 1
    }
    return output
  }

  private static func isNameStart(_ character: Character) -> Bool {
    character.isASCII && (character.isLetter || character == "_")
  }

  private static func isNameCharacter(_ character: Character) -> Bool {
    character.isASCII && (character.isLetter || character.isNumber || character == "_")
  }

  /// The index of the `)` or `}` closing the bracket at `open`, with
  /// nested brackets counted; nil when it is never closed.
  private static func closing(_ characters: [Character], from open: Int) -> Int? {
    let opening = characters[open]
    let closing: Character = opening == "(" ? ")" : "}"
    var depth = 0
    var index = open
    while index < characters.count {
      if characters[index] == opening {
        depth += 1
      } else if characters[index] == closing {
        depth -= 1
        if depth == 0 { return index }
      }
      index += 1
    }
    return nil
  }

  /// Xcode's value operators that matter for names and identifiers.
  static func apply(_ operation: String, to value: String) -> String {
    switch operation {
    case "rfc1034identifier":
      return String(
        value.map {
          $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") ? $0 : "-"
        }
      )
    case "c99extidentifier", "identifier":
      var text = String(value.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
      if let first = text.first, first.isNumber { text = "_" + text }
      return text
    case "lower": return value.lowercased()
    case "upper": return value.uppercased()
    case "base":
      return String((value.split(separator: "/").last ?? "").split(separator: ".").first ?? "")
    case "file": return String(value.split(separator: "/").last ?? "")
    case "dir":
      guard let slash = value.lastIndex(of: "/") else { return "" }
      return String(value[...slash])
    case "standardizepath": return value
    default:
      if operation.hasPrefix("default=") {
        return value.isEmpty ? String(operation.dropFirst("default=".count)) : value
      }
      return value
    }
  }
}
