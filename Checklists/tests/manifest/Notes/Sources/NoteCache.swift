import Foundation

/// How old a cached note is, from its file's modification date.
func cacheAge(of url: URL) -> TimeInterval? {
  let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
  guard let modified = attributes?[.modificationDate] as? Date else { return nil }
  return Date().timeIntervalSince(modified)
}
