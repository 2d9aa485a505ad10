import Foundation
import TestSupport
import Testing

/// `audit --scan` of an app whose library request sits in a function of
/// its own file, called from the `else` of `if #available(iOS 14, *)` in
/// another file: the scan gives the request that guard (`below iOS 14`),
/// so in an app that requires iOS 15 it never runs and
/// `code.key-without-use` says the library key has no use left; with an
/// unguarded caller too, the request runs and the key is used.
@Suite struct AvailabilityAcrossFilesEndToEndTests {
  static let description = """
    schema: 1
    app:
      name: Avatar Studio
      bundleId: com.example.avatar-studio
      minimumOS: "15.0"
      locales: [en]
    screens:
      - { id: profile, name: Profile, path: Profile tab }
    features:
      - { id: avatar, name: Choose a profile photo, screen: profile, control: Change Photo, needs: { photos: pick } }
    permissions:
      - id: photo-library-fallback
        resource: photos
        access: readWrite
        onlyBelow: "14.0"
        requestedAt: { screen: profile, moment: feature, feature: avatar }
        handles: { denied: explains }
    purposeStrings:
      NSPhotoLibraryUsageDescription: Avatar Studio shows your photos so you can choose a profile photo.
    """

  static let picker = """
    final class AvatarPicker: UIViewController {
      @IBAction func changePhotoTapped() {
        if #available(iOS 14, *) {
          present(PHPickerViewController(configuration: PHPickerConfiguration()), animated: true)
        } else {
          LegacyLibrary().presentWholeLibrary(from: self)
        }
      }
    }
    """

  static let library = """
    final class LegacyLibrary {
      func presentWholeLibrary(from controller: UIViewController) {
        PHPhotoLibrary.requestAuthorization { status in
          if status == .denied { return }
          let picker = UIImagePickerController()
          picker.sourceType = .photoLibrary
          controller.present(picker, animated: true)
        }
      }
    }
    """

  static let settings = """
    final class SettingsScreen {
      @IBAction func chooseFromLibraryTapped() { LegacyLibrary().presentWholeLibrary(from: self) }
    }
    """

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var files: [String: String]
    var availability: String?
    var keyWithoutUse: Bool
    var testDescription: String { name }
  }

  static let cases = [
    Case(
      name: "only the old-system branch calls it",
      files: ["App/AvatarPicker.swift": picker, "App/LegacyLibrary.swift": library],
      availability: "below iOS 14", keyWithoutUse: true),
    Case(
      name: "a settings screen calls it too",
      files: [
        "App/AvatarPicker.swift": picker, "App/LegacyLibrary.swift": library,
        "App/SettingsScreen.swift": settings,
      ], availability: nil, keyWithoutUse: false),
  ]

  @Test(arguments: cases)
  func theGuardDecidesWhetherTheKeyIsUsed(_ item: Case) throws {
    let folder = try TemporaryFolder("available-across")
    defer { folder.remove() }
    for (path, text) in item.files { _ = try folder.write(text, to: "Sources/\(path)") }
    let description = try folder.write(Self.description, to: "avatar.reviewready.yaml")
    let scan = try ReviewReadyBinary.run(
      ["scan", folder.path("Sources"), "--format", "json"])
    let json = try JSONSerialization.jsonObject(with: Data(scan.standardOutput.utf8))
    let evidence = (json as? [String: Any])?["evidence"] as? [[String: Any]] ?? []
    let request = evidence.first { $0["kind"] as? String == "request" }
    #expect(request?["availability"] as? String == item.availability)
    let audit = try ReviewReadyBinary.run(
      ["audit", "--no-config", "--scan", folder.path("Sources"), "--format", "json", description])
    let report = try JSONSerialization.jsonObject(with: Data(audit.standardOutput.utf8))
    let rules = ((report as? [String: Any])?["findings"] as? [[String: Any]] ?? []).compactMap {
      $0["rule"] as? String
    }
    #expect(rules.contains("code.key-without-use") == item.keyWithoutUse, "\(rules)")
  }
}
