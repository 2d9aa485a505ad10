/// Access levels in words a reviewer reads ("read and write access to the
/// library", not `readWrite`), for the review notes. A resource with one
/// level needs none: its name says it all.
enum AccessWords {
  private static let phrases: [String: String] = [
    "photos.addOnly": "adding photos only",
    "photos.readWrite": "read and write access",
    "location.whenInUse": "while the app is in use",
    "location.always": "always, also in the background",
    "calendars.writeOnly": "adding events only",
    "calendars.full": "full access to every event",
    "notifications.alert": "alerts, sounds and badges",
    "notifications.provisional": "delivered quietly to Notification Center",
    "health.read": "reading",
    "health.write": "writing",
    "health.readWrite": "reading and writing",
  ]

  /// The words for `level` of `resource`, or nil when the resource has one
  /// level only. A level without words of its own is written apart at its
  /// capitals (`someLevel` → "some level").
  static func phrase(resource: String, level: String, levelCount: Int) -> String? {
    if let phrase = phrases["\(resource).\(level)"] { return phrase }
    guard levelCount > 1 else { return nil }
    var words = ""
    for character in level {
      if character.isUppercase, !words.isEmpty { words.append(" ") }
      words.append(contentsOf: character.lowercased())
    }
    return words
  }
}
