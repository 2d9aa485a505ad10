import AVFoundation
import UIKit

/// A scan button added in a later release; nobody described it.
final class ScanButton: UIButton {
  @IBAction func scanTapped(_ sender: Any) {
    AVCaptureDevice.requestAccess(for: .video) { granted in
      if granted { self.startScanner() }
    }
  }

  func startScanner() {}
}
