import Foundation
import TestSupport

/// The small Xcode and XcodeGen projects in `Fixtures/`, and copies of them
/// changed by a test to make a broken one.
enum XcodeFixtures {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  /// `Fixtures/Settings`: an app target and a framework target; project and
  /// target settings, a base xcconfig with `#include` and `#include?`,
  /// `$(inherited)`, conditional settings, `INFOPLIST_KEY_*` next to an
  /// Info.plist that has one of the keys with other text, a variant group
  /// of `InfoPlist.strings` and a privacy manifest.
  static var settings: String { folder.appendingPathComponent("Settings/App.xcodeproj").path }

  /// `Fixtures/Extensions`: an app that embeds a widget (a copy-files phase
  /// into PlugIns) and depends on another extension it doesn't embed; the
  /// widget's synchronized folder leaves two files out, and the app's
  /// shared folder gives the widget one file; each target has entitlements.
  static var extensions: String {
    folder.appendingPathComponent("Extensions/App.xcodeproj").path
  }

  /// `Fixtures/XcodeGen/project.yml`: a target from a template, in an
  /// included file, with `info.properties`, `configs`, `configFiles` and
  /// source folders.
  static var xcodeGen: String { folder.appendingPathComponent("XcodeGen/project.yml").path }

  /// A copy of fixture `name` (`Settings`, `XcodeGen`) in a temporary folder,
  /// with each (file, old, new) replacement made; the copy's root folder.
  static func copy(
    _ name: String, replacing edits: [(file: String, old: String, new: String)] = []
  ) throws -> TemporaryFolder {
    let temporary = try TemporaryFolder("xcode")
    let target = temporary.url.appendingPathComponent(name)
    try FileManager.default.copyItem(at: folder.appendingPathComponent(name), to: target)
    for edit in edits {
      let file = target.appendingPathComponent(edit.file)
      let text = try String(contentsOf: file, encoding: .utf8)
      precondition(text.contains(edit.old), "\(edit.old) is not in \(edit.file)")
      try text.replacingOccurrences(of: edit.old, with: edit.new)
        .write(to: file, atomically: true, encoding: .utf8)
    }
    return temporary
  }
}
