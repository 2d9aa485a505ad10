import CodeScan

/// A few APIs written here, so the scanner's tests don't depend on the
/// catalog's table (the catalog's own tests check that table).
enum TestAPIs {
  static let all: [CodeAPI] = [
    CodeAPI(
      resource: "photos", call: "PHPhotoLibrary.requestAuthorization",
      selector: "requestAuthorizationForAccessLevel:", receiver: "PHPhotoLibrary", kind: .request,
      level: "readWrite",
      values: [
        "addOnly": "addOnly", "readWrite": "readWrite", "PHAccessLevelAddOnly": "addOnly",
        "PHAccessLevelReadWrite": "readWrite",
      ], label: "for", name: "PHPhotoLibrary.requestAuthorization(for:)"),
    CodeAPI(
      resource: "photos", call: "PHAsset.fetchAssets", kind: .use, level: "readWrite",
      name: "PHAsset.fetchAssets"),
    CodeAPI(
      resource: "photos", call: "PHPickerViewController", kind: .picker, level: "none",
      name: "PHPickerViewController"),
    CodeAPI(
      resource: "photos", call: "photosPicker", kind: .picker, level: "none",
      name: ".photosPicker"),
    CodeAPI(
      resource: "photos", call: "UIImageWriteToSavedPhotosAlbum",
      selector: "UIImageWriteToSavedPhotosAlbum", kind: .use, level: "addOnly",
      name: "UIImageWriteToSavedPhotosAlbum"),
    CodeAPI(
      resource: "photos", call: ".sourceType", kind: .picker,
      values: [
        "photoLibrary": "none", "savedPhotosAlbum": "none",
        "UIImagePickerControllerSourceTypePhotoLibrary": "none",
      ], name: "UIImagePickerController (.photoLibrary)"),
    CodeAPI(
      resource: "camera", call: ".sourceType", kind: .use,
      values: ["camera": "capture", "UIImagePickerControllerSourceTypeCamera": "capture"],
      name: "UIImagePickerController (.camera)"),
    CodeAPI(
      resource: "camera", call: "AVCaptureDevice.requestAccess",
      selector: "requestAccessForMediaType:", receiver: "AVCaptureDevice", kind: .request,
      values: ["video": "capture", "AVMediaTypeVideo": "capture"],
      name: "AVCaptureDevice.requestAccess(for: .video)"),
    CodeAPI(
      resource: "microphone", call: "AVCaptureDevice.requestAccess",
      selector: "requestAccessForMediaType:", receiver: "AVCaptureDevice", kind: .request,
      values: ["audio": "record", "AVMediaTypeAudio": "record"],
      name: "AVCaptureDevice.requestAccess(for: .audio)"),
    CodeAPI(
      resource: "microphone", call: ".requestRecordPermission", kind: .request, level: "record",
      name: "AVAudioSession.requestRecordPermission"),
    CodeAPI(
      resource: "location", call: ".requestWhenInUseAuthorization",
      selector: "requestWhenInUseAuthorization", kind: .request, level: "whenInUse",
      name: "CLLocationManager.requestWhenInUseAuthorization()"),
    CodeAPI(
      resource: "location", call: ".requestAlwaysAuthorization",
      selector: "requestAlwaysAuthorization", kind: .request, level: "always",
      name: "CLLocationManager.requestAlwaysAuthorization()"),
    CodeAPI(
      resource: "bluetooth", call: "CBCentralManager", selector: "CBCentralManager", kind: .use,
      level: "use", name: "CBCentralManager"),
    CodeAPI(
      resource: "notifications", call: "UNUserNotificationCenter.requestAuthorization",
      kind: .request, level: "alert", values: ["provisional": "provisional"], label: "options",
      name: "UNUserNotificationCenter.requestAuthorization(options:)"),
    {
      var health = CodeAPI(
        resource: "health", call: ".requestAuthorization", kind: .request, level: "readWrite",
        argumentLabels: ["toShare"], name: "HKHealthStore.requestAuthorization(toShare:read:)")
      health.whenEmpty = ["toShare": "read", "read": "write"]
      return health
    }(),
  ]

  static let indexing = APIIndexing(all)

  /// The evidence of one Swift or Objective-C snippet.
  static func evidence(_ source: String, language: SourceLanguage = .swift) -> [Evidence] {
    SourceFileEvidence.evidence(
      in: Array(source.utf8), language: language, file: "Snippet", apis: indexing) ?? []
  }
}
