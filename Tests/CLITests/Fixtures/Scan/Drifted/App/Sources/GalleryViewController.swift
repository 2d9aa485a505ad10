import Photos
import UIKit

/// The gallery grid. It asks for the whole library as soon as it appears.
final class GalleryViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    PHPhotoLibrary.requestAuthorization(for: .readWrite) { status in
      switch status {
      case .authorized: self.reload()
      case .denied, .restricted: self.showSettingsLink()
      default: break
      }
    }
  }

  // Not evidence: AVCaptureDevice.requestAccess(for: .audio) is only mentioned here,
  // and in the string below.
  let hint = "Call AVCaptureDevice.requestAccess(for: .audio) to record"

  func reload() {}
  func showSettingsLink() {}
}
