import Foundation

/// Remembers the sort order the person chose.
final class SettingsStore {
  // UserDefaults.standard in a comment is not a call; nor is "UserDefaults.standard" in a string.
  private let defaults = UserDefaults.standard

  func sortOrder() -> String { defaults.string(forKey: "sortOrder") ?? "date" }
}
