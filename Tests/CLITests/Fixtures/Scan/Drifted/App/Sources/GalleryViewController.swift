import Photos
import UIKit

/// The gallery grid, the app's first screen: it asks for the whole library as it appears.
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

/// The scene shows the gallery first, so its appearing is the app's launch.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    window?.rootViewController = GalleryViewController()
  }
}
