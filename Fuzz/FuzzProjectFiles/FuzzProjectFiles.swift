// libFuzzer target: the project-file importers. The first byte picks the
// reader (Info.plist, .strings, .xcstrings, PrivacyInfo.xcprivacy,
// Package.resolved, Podfile.lock, and the Cartfile / Podfile / Package.swift
// readers together); the rest
// is the file. Any input must give a file or positioned diagnostics, never a
// crash or a hang, and every key a reader returns must have a sound location.
// Build and run with .ci/fuzz.
import Diagnostics
import FuzzDriver
import ProjectFiles

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzProjectFiles(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data, size > 0 else { return 0 }
  let selector = data[0] % 7
  let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
  do throws(DiagnosticsError) {
    switch selector {
    case 0:
      let plist = try InfoPlistReader.read(bytes: bytes, file: "Info.plist")
      for key in plist.entries.keys { requirePosition(plist.location(of: key)) }
    case 1:
      let strings = try StringsFileReader.read(bytes: bytes, file: "InfoPlist.strings")
      for key in strings.entries.keys { requirePosition(strings.location(of: key)) }
    case 2:
      let catalog = try StringCatalogReader.read(bytes: bytes, file: "InfoPlist.xcstrings")
      for key in catalog.entries.keys { requirePosition(catalog.location(of: key)) }
    case 3:
      let manifest = try PrivacyManifestReader.read(bytes: bytes, file: "PrivacyInfo.xcprivacy")
      for type in manifest.collectedDataTypes { requirePosition(manifest.location(of: type.path)) }
      for type in manifest.accessedAPITypes { requirePosition(manifest.location(of: type.path)) }
    case 4:
      for pin in try PackageResolvedReader.read(bytes: bytes, file: "Package.resolved") {
        requirePosition(pin.source)
      }
    case 5:
      for pod in try PodfileLockReader.read(bytes: bytes, file: "Podfile.lock") {
        requirePosition(pod.source)
      }
    default:
      let text = String(decoding: bytes, as: UTF8.self)
      for pod in PodfileReader.read(text: text, file: "Podfile").values.joined() {
        requirePosition(pod.source)
      }
      for package in PackageManifestReader.read(text: text, file: "Package.swift") {
        requirePosition(package.source)
      }
      for entry in try CartfileReader.read(bytes: bytes, file: "Cartfile") {
        requirePosition(entry.source)
      }
    }
  } catch {
    for diagnostic in error.diagnostics where diagnostic.message.isEmpty {
      fatalError("a diagnostic without a message: \(diagnostic)")
    }
  }
  return 0
}

/// A location is a position in the file (1-based) or the file alone (0).
private func requirePosition(_ location: SourceLocation) {
  if location.line < 0 || location.column < 0 || (location.line == 0) != (location.column == 0) {
    fatalError("a location that is neither a position nor the file: \(location)")
  }
}

@_cdecl("FuzzProjectFiles_main")
public func fuzzProjectFilesMain(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
  runFuzzer(argc, argv, fuzzProjectFiles)
}
