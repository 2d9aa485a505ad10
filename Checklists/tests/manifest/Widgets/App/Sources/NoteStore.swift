import Foundation

struct NoteStore {
  func lastOpened() -> String? {
    UserDefaults.standard.string(forKey: "lastOpened")
  }
}
