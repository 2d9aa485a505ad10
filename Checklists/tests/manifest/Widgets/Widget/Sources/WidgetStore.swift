import Foundation

struct WidgetStore {
  let shared = UserDefaults(suiteName: "group.com.example.notes")

  func refreshedAfterBoot() -> TimeInterval {
    ProcessInfo.processInfo.systemUptime
  }
}
