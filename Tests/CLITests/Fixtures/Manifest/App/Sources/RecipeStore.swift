import Foundation

/// Keeps the recipes the person saved, shared with the widget through the
/// App Group, and knows when the cache was last written.
final class RecipeStore {
  private let shared = UserDefaults(suiteName: "group.com.example.recipes")

  func favourites() -> [String] { shared?.stringArray(forKey: "favourites") ?? [] }

  func cacheDate(of url: URL) -> Date? {
    let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
    return attributes?[.modificationDate] as? Date
  }
}
