import Photos
import UIKit

/// The gallery grid. It asks for the library when the person taps Open Library.
final class GalleryViewController: UIViewController {
  @IBAction func openLibraryTapped(_ sender: Any) {
    PHPhotoLibrary.requestAuthorization(for: .readWrite) { status in
      switch status {
      case .authorized: self.reload()
      case .limited: self.showManageSelection()
      case .denied, .restricted: self.showSettingsLink()
      default: break
      }
    }
  }

  func reload() {}
  func showManageSelection() {}
  func showSettingsLink() {}
}
