import AVFoundation
import SwiftUI

/// Log a sighting: the camera is asked for when the person taps Take Photo,
/// and the photo taken can be shared (Save Image included).
struct SightingCameraView: View {
  @State private var denied = false
  @State private var photo: UIImage?

  var body: some View {
    VStack {
      Button("Take Photo") {
        AVCaptureDevice.requestAccess(for: .video) { granted in
          denied = !granted
        }
      }
      if denied {
        Text("Without the camera, add a sighting from your photos in the Sightings tab.")
      }
      if let photo {
        Button("Share Sighting") { SightingSharing.share(image: photo) }
      }
    }
  }
}

/// The system share sheet, handed the sighting's photo.
enum SightingSharing {
  static func share(image: UIImage) {
    let sheet = UIActivityViewController(activityItems: [image], applicationActivities: nil)
    UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first?
      .keyWindow?.rootViewController?.present(sheet, animated: true)
  }
}
