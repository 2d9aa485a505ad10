import Diagnostics
import Foundation
import ProjectFiles

/// One report given to `reviewready merge`, decoded: a JSON report (one
/// description's object or an array of them) or a SARIF log, with what is
/// needed to place a problem in it at `file:line:column`.
struct MergeInput {
  enum Document {
    /// A JSON report; `isArray` when the file holds an array.
    case reports([JSONReport.Report], isArray: Bool)
    case sarif(SARIFReport.Log)
  }

  let file: String
  let bytes: [UInt8]
  let document: Document
  /// The line of every key path, read once when a message first needs it.
  private let lines = LineCache()

  /// Which of the two formats the file holds.
  var format: ReportMerge.Format {
    switch document {
    case .reports: return .json
    case .sarif: return .sarif
    }
  }

  /// An input whose bytes were decoded into `document` (see
  /// ``document(file:bytes:)``).
  init(file: String, bytes: [UInt8], document: Document) {
    self.file = file
    self.bytes = bytes
    self.document = document
  }

  /// What `bytes` hold, or the problem that stops their decoding, placed
  /// in the file. Safe to call for several files at once.
  static func document(file: String, bytes: [UInt8]) throws(DiagnosticsError) -> Document {
    guard let first = bytes.first(where: { !Self.isSpace($0) }) else {
      throw DiagnosticsError([
        .error(
          at: .file(file),
          "the file is empty; merge reads the JSON reports or SARIF logs of audit --shard")
      ])
    }
    let decoder = JSONDecoder()
    do {
      if first == UInt8(ascii: "[") {
        return .reports(
          try decoder.decode([JSONReport.Report].self, from: Data(bytes)), isArray: true)
      } else {
        return try decoder.decode(Probe.self, from: Data(bytes)).document
      }
    } catch let error as DecodingError {
      throw DiagnosticsError([MergeProblems.diagnostic(for: error, bytes: bytes, file: file)])
    } catch {
      throw DiagnosticsError([.error(at: .file(file), "not a report: \(error)")])
    }
  }

  /// Where the value at `path` (keys and array indices) starts in the file.
  func location(_ path: [String]) -> SourceLocation {
    if lines.lines == nil {
      lines.lines = JSONLineIndex.lines(of: bytes)
      lines.starts = [0] + bytes.indices.filter { bytes[$0] == 0x0A }.map { $0 + 1 }
    }
    return MergeProblems.location(
      path, lines: lines.lines ?? [:], starts: lines.starts, bytes: bytes, file: file)
  }

  private final class LineCache {
    var lines: [[String]: Int]?
    /// The byte offset where each line starts.
    var starts: [Int] = []
  }

  static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
  }

  /// An object is a SARIF log when it has `runs`, else one JSON report.
  private struct Probe: Decodable {
    var document: Document

    private struct Key: CodingKey {
      var stringValue: String
      var intValue: Int? { nil }
      init(stringValue: String) { self.stringValue = stringValue }
      init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
      let keys = try decoder.container(keyedBy: Key.self)
      if keys.contains(Key(stringValue: "runs")) {
        document = .sarif(try SARIFReport.Log(from: decoder))
      } else {
        document = .reports([try JSONReport.Report(from: decoder)], isArray: false)
      }
    }
  }
}
