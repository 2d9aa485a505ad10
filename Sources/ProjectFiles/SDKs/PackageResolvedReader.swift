import Diagnostics
import Foundation

/// One pin of a `Package.resolved`.
public struct PackagePin: Sendable, Equatable {
  /// The package identity (v2, v3) or name (v1), as written.
  public var identity: String
  /// The repository URL (`location`, v1 `repositoryURL`).
  public var location: String?
  public var version: String?
  public var branch: String?
  public var revision: String?
  /// Where the pin's object starts.
  public var source: SourceLocation
}

/// Reads a SwiftPM `Package.resolved`, in its three formats: version 1
/// (`object.pins[]` with `package` and `repositoryURL`), 2 and 3 (`pins[]`
/// with `identity` and `location`). Every problem is placed at its line.
public enum PackageResolvedReader {
  /// At most this many pins are read; a real file holds a few hundred.
  public static let maximumPins = 10_000

  public static func read(path: String) throws(DiagnosticsError) -> [PackagePin] {
    try read(bytes: ProjectFileSystem.bytes(of: path), file: path)
  }

  public static func read(bytes: [UInt8], file: String) throws(DiagnosticsError) -> [PackagePin] {
    guard !bytes.isEmpty else {
      throw DiagnosticsError([
        .error(at: .file(file), "the file is empty; a Package.resolved is a JSON object with pins")
      ])
    }
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
    } catch {
      throw DiagnosticsError([StringCatalogReader.syntaxError(bytes: bytes, file: file)])
    }
    let lines = JSONLineIndex.lines(of: bytes)
    func at(_ path: [String]) -> SourceLocation {
      var prefix = path
      while !prefix.isEmpty, lines[prefix] == nil { prefix.removeLast() }
      return SourceLocation(file: file, line: lines[prefix] ?? 1, column: 1)
    }
    guard let root = object as? [String: Any] else {
      throw DiagnosticsError([
        .error(at: at([]), "a Package.resolved is a JSON object with \"pins\", not \(kind(object))")
      ])
    }
    let version = root["version"] as? Int
    guard let version, (1...3).contains(version) else {
      throw DiagnosticsError([
        .error(
          at: at(["version"]),
          "unsupported Package.resolved version \(root["version"].map { "\($0)" } ?? "(none)");"
            + " ReviewReady reads versions 1, 2 and 3")
      ])
    }
    let path = version == 1 ? ["object", "pins"] : ["pins"]
    let container = version == 1 ? root["object"] as? [String: Any] : root
    guard let pins = container?["pins"] as? [Any] else {
      throw DiagnosticsError([
        .error(
          at: at(path),
          "\(path.joined(separator: ".")) is missing or not a list; a version \(version) file"
            + " lists its packages there")
      ])
    }
    return try pins.prefix(maximumPins).enumerated().map { index, value throws(DiagnosticsError) in
      try pin(value, path: path + [String(index)], version: version, at: at)
    }
  }

  private static func pin(
    _ value: Any, path: [String], version: Int, at: ([String]) -> SourceLocation
  ) throws(DiagnosticsError) -> PackagePin {
    let nameKey = version == 1 ? "package" : "identity"
    let locationKey = version == 1 ? "repositoryURL" : "location"
    guard let object = value as? [String: Any] else {
      throw DiagnosticsError([.error(at: at(path), "a pin is a JSON object, not \(kind(value))")])
    }
    guard let name = object[nameKey] as? String, !name.isEmpty else {
      throw DiagnosticsError([
        .error(at: at(path), "the pin has no \"\(nameKey)\"; each pin names its package")
      ])
    }
    let state = object["state"] as? [String: Any]
    guard state != nil else {
      throw DiagnosticsError([
        .error(
          at: at(path + [nameKey]),
          "the pin \(name) has no \"state\" object (version, branch or revision)")
      ])
    }
    return PackagePin(
      identity: name, location: object[locationKey] as? String,
      version: state?["version"] as? String, branch: state?["branch"] as? String,
      revision: state?["revision"] as? String, source: at(path + [nameKey]))
  }

  private static func kind(_ value: Any) -> String {
    switch value {
    case is [Any]: return "a list"
    case is String: return "a text"
    case is NSNumber: return "a number"
    default: return "null"
    }
  }
}
