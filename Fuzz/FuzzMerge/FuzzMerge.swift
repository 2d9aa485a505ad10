// libFuzzer target: `reviewready merge` in process. The input's first byte
// picks the format merge is asked for (JSON, SARIF, or the one the inputs
// are in) and whether the first shard is also given a second time; the rest
// is split at each byte 0x1E (the record separator, which no JSON holds raw)
// into 1–4 shard documents, named shard-K.json or .sarif. Invariants:
// - merge returns a document or throws positioned problems, never crashes;
// - a merged document is valid JSON in the format asked for;
// - every problem names one of the inputs (or none, for the command line)
//   and is one line.
// Build and run with .ci/fuzz.
import Diagnostics
import Foundation
import FuzzDriver
import Reports

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMerge(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  guard let selector = bytes.first else { return 0 }
  let format: ReportMerge.Format? = [.json, .sarif, nil][Int(selector % 3)]
  let pieces = bytes.dropFirst().split(
    separator: 0x1E, maxSplits: 3, omittingEmptySubsequences: false)
  let suffix = (format ?? .json).rawValue
  var inputs = pieces.enumerated().map { index, piece in
    ReportMerge.Input(file: "shard-\(index + 1).\(suffix)", bytes: Array(piece))
  }
  if selector & 0x80 != 0, let first = inputs.first { inputs.append(first) }
  let files = Set(inputs.map(\.file) + [""])
  do throws(DiagnosticsError) {
    let merged = try ReportMerge.merge(inputs, format: format)
    if let format, merged.format != format {
      fatalError("merge asked for \(format) wrote \(merged.format)")
    }
    guard (try? JSONSerialization.jsonObject(with: Data(merged.text.utf8))) != nil else {
      fatalError("the merged \(merged.format) is not valid JSON")
    }
  } catch {
    guard !error.diagnostics.isEmpty else { fatalError("merge failed without a problem") }
    for problem in error.diagnostics {
      guard files.contains(problem.location.file) else {
        fatalError("a problem in a file merge was not given: \(problem.location.file)")
      }
      if problem.message.contains(where: \.isNewline) {
        fatalError("a problem of more than one line: \(problem.message.prefix(200))")
      }
    }
  }
  return 0
}

@_cdecl("FuzzMerge_main")
public func fuzzMergeMain(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
  runFuzzer(argc, argv, fuzzMerge)
}
