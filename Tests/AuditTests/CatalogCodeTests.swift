import Audit
import CodeScan
import FileSupport
import Testing

/// The catalog's `code` lists, what `reviewready scan` matches: every
/// resource can be found in code, every level they name is the resource's,
/// and every permission API the real apps' expected answers name
/// (`../shared/testdata/real-sources/README.md`, transcribed below; the test
/// doesn't read it) is matched at the level that README states.
@Suite struct CatalogCodeTests {
  static let catalog = Result { try BuiltInChecklists.loadCatalog() }

  @Test func everyResourceHasARequestOrUseEntry() throws {
    let catalog = try Self.catalog.get()
    for (name, resource) in catalog.resources.sorted(by: { $0.key < $1.key }) {
      #expect(
        resource.code.contains { $0.kind == .request || $0.kind == .use },
        "\(name) has no request or use entry")
      #expect(resource.code.allSatisfy { $0.resource == name.rawValue }, "\(name)")
    }
  }

  @Test func everyLevelNamedIsTheResourcesOrNone() throws {
    let catalog = try Self.catalog.get()
    // Required-reason calls name a category, not a resource (CatalogRequiredReasonsTests).
    for api in catalog.codeAPIs where api.kind != .reason {
      let resource = try #require(catalog.resource(named: api.resource))
      let levels = Set(resource.levels.map(\.name) + ["none"])
      for level in [api.level].compactMap({ $0 }) + api.values.values {
        #expect(levels.contains(level), "\(api.name): \(level) is not a level of \(api.resource)")
      }
      #expect(api.call != nil || api.selector != nil, "\(api.name)")
      #expect(api.level != nil || !api.values.isEmpty, "\(api.name) names no level")
      // A picker needs no permission; anything else needs a level.
      if api.kind == .picker {
        #expect(([api.level].compactMap { $0 } + api.values.values).allSatisfy { $0 == "none" })
      } else {
        #expect(api.level != "none", "\(api.name)")
      }
    }
  }

  /// In resource-name order, each resource's entries as the file lists them,
  /// then the required-reason categories' in name order.
  @Test func codeAPIsAreInResourceThenFileOrder() throws {
    let catalog = try Self.catalog.get()
    let resources = catalog.codeAPIs.filter { $0.kind != .reason }.map(\.resource)
    #expect(resources == resources.sorted())
    let categories = catalog.codeAPIs.drop { $0.kind != .reason }
    #expect(categories.allSatisfy { $0.kind == .reason })
    #expect(categories.map(\.resource) == categories.map(\.resource).sorted())
    let photos = catalog.codeAPIs.filter { $0.resource == "photos" }
    #expect(photos == catalog.resources[.photos]?.code)
    #expect(photos.first?.call == "PHPhotoLibrary.requestAuthorization")
  }

  /// Now-playing info and remote commands need no key: ownCloud shows them
  /// beside an unused NSAppleMusicUsageDescription, which must stay unused.
  @Test func apisThatNeedNoKeyAreInNoEntry() throws {
    let catalog = try Self.catalog.get()
    let names = catalog.codeAPIs.flatMap { [$0.call, $0.selector, $0.name].compactMap { $0 } }
    for api in ["MPNowPlayingInfoCenter", "MPRemoteCommandCenter", "CMMotionManager", "CLGeocoder"]
    {
      #expect(!names.contains { $0.contains(api) }, "\(api) needs no permission")
    }
  }

  /// One API the real apps call, as their README names it: the entry's
  /// Swift or Objective-C form, the argument value that names the level
  /// (nil: the entry's default level), and the resource, level and kind
  /// the README states.
  struct RealCall: CustomTestStringConvertible, Sendable {
    var app: String
    var api: String
    var value: String? = nil
    var resource: String
    var level: String
    var kind: CodeAPI.Kind
    var testDescription: String { "\(app): \(api)\(value.map { " \($0)" } ?? "")" }
  }

  static let realCalls: [RealCall] = [
    // element-x-ios
    RealCall(
      app: "element-x", api: ".sourceType", value: "camera", resource: "camera", level: "capture",
      kind: .use),
    RealCall(
      app: "element-x", api: "AVCaptureDevice.authorizationStatus", value: "video",
      resource: "camera", level: "capture", kind: .status),
    RealCall(
      app: "element-x", api: "AVCaptureDevice.requestAccess", value: "video", resource: "camera",
      level: "capture", kind: .request),
    RealCall(
      app: "element-x", api: "AVCaptureDevice.default", value: "builtInWideAngleCamera",
      resource: "camera", level: "capture", kind: .use),
    RealCall(
      app: "element-x", api: ".requestRecordPermission", resource: "microphone", level: "record",
      kind: .request),
    RealCall(
      app: "element-x", api: "PHAssetCreationRequest.forAsset", resource: "photos",
      level: "addOnly", kind: .use),
    RealCall(
      app: "element-x", api: "PHPickerViewController", resource: "photos", level: "none",
      kind: .picker),
    RealCall(
      app: "element-x", api: "PhotosPicker", resource: "photos", level: "none", kind: .picker),
    RealCall(
      app: "element-x", api: ".requestAlwaysAuthorization", resource: "location", level: "always",
      kind: .request),
    RealCall(
      app: "element-x", api: ".allowsBackgroundLocationUpdates", resource: "location",
      level: "whenInUse", kind: .use),
    RealCall(
      app: "element-x", api: ".evaluatePolicy", resource: "faceID", level: "authenticate",
      kind: .request),
    // ice-cubes
    RealCall(
      app: "ice-cubes", api: "PHPhotoLibrary.requestAuthorization", value: "readWrite",
      resource: "photos", level: "readWrite", kind: .request),
    RealCall(
      app: "ice-cubes", api: "PHAsset.fetchAssets", resource: "photos", level: "readWrite",
      kind: .use),
    RealCall(
      app: "ice-cubes", api: ".photosPicker", resource: "photos", level: "none", kind: .picker),
    RealCall(
      app: "ice-cubes", api: "PHPhotoLibrary.requestAuthorization", value: "addOnly",
      resource: "photos", level: "addOnly", kind: .request),
    RealCall(
      app: "ice-cubes", api: "UIImageWriteToSavedPhotosAlbum", resource: "photos",
      level: "addOnly", kind: .use),
    RealCall(
      app: "ice-cubes", api: "PHImageManager.requestImage", resource: "photos", level: "readWrite",
      kind: .use),
    // pocket-casts
    RealCall(
      app: "pocket-casts", api: ".sourceType", value: "photoLibrary", resource: "photos",
      level: "none", kind: .picker),
    RealCall(
      app: "pocket-casts", api: "GCKCastContext.setSharedInstanceWith", resource: "localNetwork",
      level: "discover", kind: .use),
    // owncloud
    RealCall(
      app: "owncloud", api: "PHAsset.fetchAssets", resource: "photos", level: "readWrite",
      kind: .use),
    RealCall(
      app: "owncloud", api: "PHPhotoLibrary.register", resource: "photos", level: "readWrite",
      kind: .use),
    RealCall(
      app: "owncloud", api: "PHPhotoLibrary.authorizationStatus", resource: "photos",
      level: "readWrite", kind: .status),
    RealCall(
      app: "owncloud", api: "PHPhotoLibrary.requestAuthorization", resource: "photos",
      level: "readWrite", kind: .request),
    RealCall(
      app: "owncloud", api: ".presentLimitedLibraryPicker", resource: "photos",
      level: "readWrite", kind: .use),
    RealCall(
      app: "owncloud", api: "VNDocumentCameraViewController", resource: "camera",
      level: "capture", kind: .use),
    RealCall(
      app: "owncloud", api: ".startMonitoringVisits", resource: "location", level: "always",
      kind: .use),
    RealCall(
      app: "owncloud", api: "evaluatePolicy:", value: "LAPolicyDeviceOwnerAuthentication",
      resource: "faceID", level: "authenticate", kind: .request),
    // kiwix
    RealCall(
      app: "kiwix", api: ".requestWhenInUseAuthorization", resource: "location",
      level: "whenInUse", kind: .request),
    // damus
    RealCall(
      app: "damus", api: "AVCaptureDevice.default", value: "audio", resource: "microphone",
      level: "record", kind: .use),
    RealCall(
      app: "damus", api: "UISaveVideoAtPathToSavedPhotosAlbum", resource: "photos",
      level: "addOnly", kind: .use),
    RealCall(
      app: "damus", api: "MPMediaLibrary.requestAuthorization", resource: "mediaLibrary",
      level: "read", kind: .request),
  ]

  @Test(arguments: realCalls) func realAppCallsAreMatched(_ real: RealCall) throws {
    let catalog = try Self.catalog.get()
    let matches = catalog.codeAPIs.filter { api in
      (api.call == real.api || api.selector == real.api) && api.resource == real.resource
        && api.kind == real.kind
    }
    try #require(!matches.isEmpty, "no \(real.kind) entry of \(real.resource) has \(real.api)")
    let levels = matches.compactMap { api in real.value.flatMap { api.values[$0] } ?? api.level }
    #expect(levels.contains(real.level), "\(real.api) gives \(levels), not \(real.level)")
  }
}
