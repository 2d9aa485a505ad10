import Foundation
import TestSupport
import Testing

@testable import CodeScan

/// Files of a small app and the guard the request in `LegacyLibrary.swift`
/// must end with.
struct AvailabilityCase: CustomTestStringConvertible, Sendable {
  var name: String
  var files: [String: String]
  var expected: String?
  var testDescription: String { name }
}

/// The `#available` guard a call inherits from the callers of its
/// function in other files (`CallFollower.followAvailability`).
@Suite struct AvailabilityFollowingTests {
  /// The function the cases call: its request has no guard of its own.
  static let library = """
    final class LegacyLibrary {
      func askForWholeLibrary() {
        PHPhotoLibrary.requestAuthorization(for: .readWrite) { _ in }
      }
    }
    """

  static let cases: [AvailabilityCase] = [
    AvailabilityCase(
      name: "called only from the else of #available in another file: below that version",
      files: [
        "App/AvatarPicker.swift": """
        final class AvatarPicker {
          @IBAction func changePhotoTapped() {
            if #available(iOS 14, *) {
              showPicker()
            } else {
              LegacyLibrary().askForWholeLibrary()
            }
          }
        }
        """
      ], expected: "below iOS 14"),
    AvailabilityCase(
      name: "called only inside #available in another file: that version and up",
      files: [
        "App/Gallery.swift": """
        final class Gallery {
          func showEverything() {
            if #available(iOS 15, *) { LegacyLibrary().askForWholeLibrary() }
          }
        }
        """
      ], expected: "iOS 15+"),
    AvailabilityCase(
      name: "called from a type marked @available in another file",
      files: [
        "App/Gallery.swift": """
        @available(iOS 16, *)
        final class Gallery {
          func showEverything() { LegacyLibrary().askForWholeLibrary() }
        }
        """
      ], expected: "iOS 16+"),
    AvailabilityCase(
      name: "two guarded callers: the widest guard",
      files: [
        "App/Gallery.swift": """
        final class Gallery {
          func showEverything() {
            if #available(iOS 15, *) { LegacyLibrary().askForWholeLibrary() }
          }
        }
        """,
        "App/Import.swift": """
        @available(iOS 14, *)
        final class Importer {
          func importEverything() { LegacyLibrary().askForWholeLibrary() }
        }
        """,
      ], expected: "iOS 14+"),
    AvailabilityCase(
      name: "through a second caller: its caller's guard",
      files: [
        "App/AvatarPicker.swift": """
        final class AvatarPicker {
          func changePhotoTapped() {
            guard #available(iOS 14, *) else { return presentOldPicker() }
            showPicker()
          }
          func presentOldPicker() { LegacyLibrary().askForWholeLibrary() }
        }
        """
      ], expected: "below iOS 14"),
    AvailabilityCase(
      name: "an unguarded caller too: not guarded",
      files: [
        "App/AvatarPicker.swift": """
        final class AvatarPicker {
          func changePhotoTapped() {
            if #available(iOS 14, *) { showPicker() } else { LegacyLibrary().askForWholeLibrary() }
          }
        }
        """,
        "App/Settings.swift": """
        final class SettingsScreen {
          func resetLibraryAccess() { LegacyLibrary().askForWholeLibrary() }
        }
        """,
      ], expected: nil),
    AvailabilityCase(
      name: "callers guarded both ways: not guarded",
      files: [
        "App/AvatarPicker.swift": """
        final class AvatarPicker {
          func changePhotoTapped() {
            if #available(iOS 14, *) { LegacyLibrary().askForWholeLibrary() } else { LegacyLibrary().askForWholeLibrary() }
          }
        }
        """
      ], expected: nil),
    AvailabilityCase(
      name: "a caller in a comment or string is no call",
      files: [
        "App/AvatarPicker.swift": """
        final class AvatarPicker {
          func changePhotoTapped() {
            // if #available(iOS 14, *) { LegacyLibrary().askForWholeLibrary() }
            let note = "askForWholeLibrary()"
          }
        }
        """
      ], expected: nil),
  ]

  @Test(arguments: cases)
  func guardOfTheCallers(_ item: AvailabilityCase) throws {
    let folder = try TemporaryFolder("availability")
    defer { folder.remove() }
    _ = try folder.write(Self.library, to: "App/LegacyLibrary.swift")
    for (path, text) in item.files { _ = try folder.write(text, to: path) }
    let evidence = try SourceScanner(apis: TestAPIs.indexing).scan(folder.url.path).evidence
    let request = try #require(evidence.first { $0.file == "App/LegacyLibrary.swift" })
    #expect(request.availability == item.expected)
  }

  @Test(
    arguments: [
      (["iOS 14+", "iOS 15+"], "iOS 14+"), (["below iOS 13", "below iOS 14.5"], "below iOS 14.5"),
      (["iOS 14+", "below iOS 14"], nil), (["iOS 13.4+", "iOS 13+"], "iOS 13+"),
    ] as [([String], String?)])
  func widest(_ guards: [String], _ expected: String?) {
    #expect(CallFollower.widest(guards) == expected)
  }
}
