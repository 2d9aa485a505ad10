import Foundation

/// What the widget shows: today's steps against the goal the app saved.
struct TodayProvider {
  func goal() -> Int {
    let shared = UserDefaults(suiteName: "group.com.example.trail")
    return shared?.integer(forKey: "goal") ?? 10_000
  }
}
