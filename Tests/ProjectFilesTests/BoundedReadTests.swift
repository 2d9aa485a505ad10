import Diagnostics
import Foundation
import ProjectFiles
import Testing

/// Project files are read through the bounded reader: never past the
/// limit and one byte, whatever `stat` says of the file. A `/proc` file
/// (its size reads 0, its text is longer) is read whole within the limit
/// and refused past it; a sparse 4 GB file is refused from its size
/// without being read.
@Suite struct BoundedReadTests {
  static let hasProc = FileManager.default.fileExists(atPath: "/proc/self/status")

  @Test(.enabled(if: hasProc, "needs Linux's /proc")) func aProcFileIsReadWhole() throws {
    let expected = try [UInt8](Data(contentsOf: URL(fileURLWithPath: "/proc/version")))
    try #require(expected.count > 1)
    #expect(FileStatus(("/proc/version"))?.size == 0)
    #expect(try ProjectFileSystem.bytes(of: "/proc/version") == expected)
    #expect(try FileStatus.bytes(of: "/proc/version", limit: 1 << 20).get() == expected)
  }

  @Test(.enabled(if: hasProc, "needs Linux's /proc")) func aProcFileOverTheLimitIsRefused() {
    let limit = FileSizeLimit("a project file", maximumSize: 64)
    #expect {
      _ = try ProjectFileSystem.bytes(of: "/proc/self/status", limit: limit)
    } throws: { error in
      let text = (error as? DiagnosticsError)?.diagnostics.map(\.description) ?? []
      return text.count == 1
        && text[0].hasPrefix(
          "/proc/self/status: error: the file is 65 bytes; "
            + "a project file may be at most 64 bytes")
    }
    switch FileStatus.bytes(of: "/proc/self/status", limit: 64) {
    case .failure(.tooLarge(let size)): #expect(size == 65, "read one byte past the limit")
    default: Issue.record("a /proc file over the limit was not refused")
    }
  }

  /// Bytes this process has read with `read` and its kin (`rchar`), or nil
  /// without `/proc/self/io`.
  static func bytesRead() -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/self/io", encoding: .utf8),
      let line = text.split(separator: "\n").first(where: { $0.hasPrefix("rchar:") })
    else { return nil }
    return Int(line.dropFirst("rchar:".count).trimmingCharacters(in: .whitespaces))
  }

  @Test func aSparseHugeFileIsRefusedUnread() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "rr-sparse-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("Info.plist").path
    #expect(FileManager.default.createFile(atPath: path, contents: Data("<plist>".utf8)))
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    try handle.truncate(atOffset: 4 << 30)
    try handle.close()
    let before = Self.bytesRead()
    #expect {
      _ = try ProjectFileSystem.bytes(of: path)
    } throws: { error in
      let text = (error as? DiagnosticsError)?.diagnostics.map(\.description) ?? []
      return text.count == 1
        && text[0].contains("the file is 4096 MB; a project file may be at most 32 MB")
    }
    if let before, let after = Self.bytesRead() {
      // Other tests read files meanwhile; the 4 GB file alone would be far more.
      #expect(after - before < 256 << 20, "read \(after - before) bytes")
    }
  }
}
