import Foundation

struct WidgetDefaults {
  let shared = UserDefaults(suiteName: "group.com.example.notes")
}
