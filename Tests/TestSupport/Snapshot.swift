import Foundation
import Testing

/// Compares `actual` with a golden file in the calling test target's
/// `Snapshots/` folder (or in `directory`). When the file is missing, or `RECORD_SNAPSHOTS` is
/// set, writes it instead and fails with "Recorded new baseline", so that
/// `git diff` shows what changed.
public func assertSnapshot(
  _ actual: String,
  named name: String,
  in directory: URL? = nil,
  filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let folder =
    directory
    ?? URL(fileURLWithPath: filePath).deletingLastPathComponent()
    .appendingPathComponent("Snapshots")
  let url = folder.appendingPathComponent(name)
  let record = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil
  guard !record, let expected = try? String(contentsOf: url, encoding: .utf8) else {
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try? actual.write(to: url, atomically: true, encoding: .utf8)
    Issue.record(
      Comment(rawValue: "Recorded new baseline at \(url.path)"), sourceLocation: sourceLocation)
    return
  }
  if expected != actual {
    let message =
      "\(name) differs from its snapshot (re-record with RECORD_SNAPSHOTS=1):\n"
      + lineDiff(expected: expected, actual: actual)
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }
}

/// A minimal line diff: the lines only in `expected` (-) and only in
/// `actual` (+), in order, enough to see what changed.
public func lineDiff(expected: String, actual: String) -> String {
  let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
  var output: [String] = []
  for index in 0..<max(old.count, new.count) {
    let left = index < old.count ? String(old[index]) : nil
    let right = index < new.count ? String(new[index]) : nil
    if left == right { continue }
    if let left { output.append("\(index + 1) - \(left)") }
    if let right { output.append("\(index + 1) + \(right)") }
  }
  return output.joined(separator: "\n")
}
