import AVFoundation
import UIKit

/// The scan button: the camera, when the person taps Scan.
final class ScanButton: UIButton {
  @IBAction func scanTapped(_ sender: Any) {
    AVCaptureDevice.requestAccess(for: .video) { granted in
      if granted { self.startScanner() } else { self.explainCamera() }
    }
  }

  func startScanner() {}
  func explainCamera() {}
}
