// libFuzzer target: the code scanner. The first byte picks the language
// (Swift or Objective-C); the rest is a source file, scanned with the
// catalog's APIs. Any input must give evidence or none, never a crash or a
// hang, and every piece of evidence must point inside the file and say
// only what the format allows. Build and run with .ci/fuzz.
import Catalog
import CodeScan
import FileSupport
import FuzzDriver

private let apis = APIIndexing((try? BuiltInChecklists.loadCatalog().codeAPIs) ?? [])
private let states: Set<String> = ["denied", "limited", "restricted"]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCodeScan(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data, size > 0 else { return 0 }
  let language: SourceLanguage = data[0] % 2 == 0 ? .swift : .objectiveC
  let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
  let lines = bytes.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
  let evidence =
    SourceFileEvidence.evidence(in: bytes, language: language, file: "Fuzzed", apis: apis) ?? []
  for item in evidence {
    if item.line < 1 || item.line > lines || item.column < 1 || item.column > bytes.count + 1 {
      fatalError("evidence outside the file: \(item.line):\(item.column) of \(lines) lines")
    }
    if item.level.isEmpty || item.resource.isEmpty || item.api.isEmpty {
      fatalError("evidence without a level, resource or API: \(item)")
    }
    if !Set(item.handles).isSubset(of: states) || item.handles != item.handles.sorted() {
      fatalError("handles outside denied, limited, restricted, or unsorted: \(item.handles)")
    }
  }
  return 0
}

@_cdecl("FuzzCodeScan_main")
public func fuzzCodeScanMain(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
  runFuzzer(argc, argv, fuzzCodeScan)
}
