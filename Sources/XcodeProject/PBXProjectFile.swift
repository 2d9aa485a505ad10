import Diagnostics
import Foundation
import ProjectFiles

/// An Xcode project's `project.pbxproj`: an old-style property list of
/// objects by id, read with Foundation's `PropertyListSerialization`, and
/// the line each object and each of its keys is written on (a small scan
/// of the text, for messages).
struct PBXProjectFile: Sendable {
  /// The `project.pbxproj` file, as the user named it (through the folder).
  var file: String
  /// The folder holding the `.xcodeproj` (`$(SRCROOT)`).
  var sourceRoot: String
  /// The `.xcodeproj` folder's name without its extension (`$(PROJECT_NAME)`).
  var projectName: String
  var objects: [String: [String: PlistValue]]
  var rootObject: String
  private var lines: [Substring]
  private var objectLines: [String: Int]

  /// The largest `project.pbxproj` read: 8 MiB. Real ones are under
  /// 1.1 MB in the six apps of the reference run; the parse costs about
  /// 14 MB of memory per MB of file.
  static let sizeLimit = FileSizeLimit("a project.pbxproj", maximumSize: 8 << 20)

  /// Reads `path`: an `.xcodeproj` folder or its `project.pbxproj`, read
  /// through the bounded reader (never past ``sizeLimit``).
  static func read(path: String) throws(DiagnosticsError) -> PBXProjectFile {
    let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
    let file = trimmed.hasSuffix("project.pbxproj") ? trimmed : trimmed + "/project.pbxproj"
    let bundle = ProjectFileSystem.directory(of: file)
    let bundleName = bundle.split(separator: "/").last.map(String.init) ?? bundle
    guard let bytes = try sizeLimit.contents(of: file) else {
      throw DiagnosticsError([.error(at: .file(file), "no such file")])
    }
    let document = try parse(bytes, file: file)
    guard case .dictionary(let root) = document.root,
      case .dictionary(let objectValues)? = root["objects"],
      let rootObject = root["rootObject"]?.stringValue
    else {
      throw DiagnosticsError([
        .error(
          at: SourceLocation(file: file, line: 1, column: 1),
          "malformed project.pbxproj: expected a dictionary with objects and rootObject, as Xcode writes it"
        )
      ])
    }
    var objects: [String: [String: PlistValue]] = [:]
    for (id, value) in objectValues { objects[id] = value.dictionaryValue ?? [:] }
    guard objects[rootObject]?["isa"]?.stringValue == "PBXProject" else {
      throw DiagnosticsError([
        .error(
          at: SourceLocation(file: file, line: 1, column: 1),
          "malformed project.pbxproj: rootObject \(rootObject) is not a PBXProject")
      ])
    }
    let text = ProjectText.decode(bytes) ?? ""
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    var objectLines: [String: Int] = [:]
    for (index, line) in lines.enumerated() {
      if let id = definedObject(line), objects[id] != nil, objectLines[id] == nil {
        objectLines[id] = index
      }
    }
    let projectName =
      bundleName.hasSuffix(".xcodeproj")
      ? String(bundleName.dropLast(".xcodeproj".count)) : bundleName
    return PBXProjectFile(
      file: file, sourceRoot: ProjectFileSystem.directory(of: bundle), projectName: projectName,
      objects: objects, rootObject: rootObject, lines: lines, objectLines: objectLines)
  }

  /// The property list in `bytes`; a syntax error is reported at its line
  /// and column, as a malformed project.pbxproj.
  private static func parse(
    _ bytes: [UInt8], file: String
  ) throws(DiagnosticsError) -> PropertyListDocument {
    do {
      return try PropertyListReader.read(bytes: bytes, file: file, limits: .project)
    } catch {
      if let text = ProjectText.decode(bytes),
        let found = OpenStepSyntaxCheck.firstError(in: text)
      {
        throw DiagnosticsError([
          .error(
            at: SourceLocation(file: file, line: found.line, column: found.column),
            "malformed project.pbxproj: \(found.message)")
        ])
      }
      throw DiagnosticsError(
        error.diagnostics.map { column(of: $0, in: bytes) }.map {
          Diagnostic(
            $0.severity, at: $0.location,
            $0.message.replacingOccurrences(
              of: "invalid property list", with: "malformed project.pbxproj"))
        })
    }
  }

  /// The id a line starts to define (`\t\tID /* name */ = {`), if any.
  private static func definedObject(_ line: Substring) -> String? {
    let trimmed = line.drop { $0 == " " || $0 == "\t" }
    let id = trimmed.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    guard !id.isEmpty else { return nil }
    var rest = trimmed.dropFirst(id.count).drop { $0 == " " }
    if rest.hasPrefix("/*"), let end = rest.range(of: "*/") {
      rest = rest[end.upperBound...].drop { $0 == " " }
    }
    guard rest.hasPrefix("=") else { return nil }
    return rest.dropFirst().drop { $0 == " " }.hasPrefix("{") ? String(id) : nil
  }

  /// Foundation names the line of a syntax error; this finds the column of
  /// the character it names ("Unexpected character ';' at line 5").
  private static func column(of diagnostic: Diagnostic, in bytes: [UInt8]) -> Diagnostic {
    var result = diagnostic
    guard diagnostic.location.line > 0, let text = ProjectText.decode(bytes) else { return result }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard diagnostic.location.line <= lines.count else { return result }
    let line = lines[diagnostic.location.line - 1]
    var character: Character?
    if let range = diagnostic.message.range(of: "character '0x") {
      let hex = diagnostic.message[range.upperBound...].prefix { $0.isHexDigit }
      if let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) {
        character = Character(scalar)
      }
    } else if let range = diagnostic.message.range(of: "character ") {
      character = diagnostic.message[range.upperBound...].first
    }
    if let character, let index = line.firstIndex(of: character) {
      result.location.column = line.distance(from: line.startIndex, to: index) + 1
    } else if let index = line.firstIndex(where: { $0 != " " && $0 != "\t" }) {
      result.location.column = line.distance(from: line.startIndex, to: index) + 1
    }
    return result
  }

  // MARK: - Objects

  func object(_ id: String) -> [String: PlistValue] { objects[id] ?? [:] }
  func isa(_ id: String) -> String { object(id)["isa"]?.stringValue ?? "" }
  func string(_ id: String, _ key: String) -> String? { object(id)[key]?.stringValue }
  func ids(_ id: String, _ key: String) -> [String] {
    object(id)[key]?.arrayValue?.compactMap(\.stringValue) ?? []
  }

  /// Where object `id` is defined, or where its `key` is written inside it
  /// (the first line in the object's block that assigns it).
  func location(of id: String, key: String? = nil) -> SourceLocation {
    guard let start = objectLines[id] else { return SourceLocation(file: file, line: 1, column: 1) }
    let column =
      (lines[start].firstIndex { $0 != " " && $0 != "\t" }).map {
        lines[start].distance(from: lines[start].startIndex, to: $0) + 1
      } ?? 1
    let objectLocation = SourceLocation(file: file, line: start + 1, column: column)
    guard let key else { return objectLocation }
    var depth = 0
    var index = start
    let quoted = "\"\(key)\""
    while index < lines.count, index < start + 5000 {
      let line = lines[index]
      if index == start {
        // A one-line object: `ID = {isa = PBXFileReference; path = x; };`
        if let range = line.range(of: " \(key) = ") ?? line.range(of: "{\(key) = ") {
          return SourceLocation(
            file: file, line: index + 1,
            column: line.distance(from: line.startIndex, to: range.lowerBound) + 2)
        }
      } else {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        for candidate in [key, quoted] where trimmed.hasPrefix(candidate) {
          let rest = trimmed.dropFirst(candidate.count).drop { $0 == " " }
          if rest.hasPrefix("=") {
            let offset = line.distance(from: line.startIndex, to: trimmed.startIndex)
            return SourceLocation(file: file, line: index + 1, column: offset + 1)
          }
        }
      }
      depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
      if depth <= 0 { break }
      index += 1
    }
    return objectLocation
  }
}
