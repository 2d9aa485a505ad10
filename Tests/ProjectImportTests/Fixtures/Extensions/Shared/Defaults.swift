import Foundation

enum Defaults {
  static let shared = UserDefaults(suiteName: "group.com.example.walks")
}
