// libFuzzer target: the project-file importers. The first byte picks the
// reader (Info.plist, .strings, .xcstrings, PrivacyInfo.xcprivacy); the rest
// is the file. Any input must give a file or positioned diagnostics, never a
// crash or a hang, and every key a reader returns must have a sound location.
// Build and run with .ci/fuzz.
import Diagnostics
import FuzzDriver
import ProjectFiles

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzProjectFiles(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data, size > 0 else { return 0 }
  let selector = data[0] % 4
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
    default:
      let manifest = try PrivacyManifestReader.read(bytes: bytes, file: "PrivacyInfo.xcprivacy")
      for type in manifest.collectedDataTypes { requirePosition(manifest.location(of: type.path)) }
      for type in manifest.accessedAPITypes { requirePosition(manifest.location(of: type.path)) }
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
