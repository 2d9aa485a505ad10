import AppModel
// libFuzzer target: the YAML → app description decoder (libyaml events, the
// tree builder with its limits, the decoder and the validator). Any input
// must give a description or diagnostics, never a crash or a hang.
// Build and run with .ci/fuzz.
import FuzzDriver

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDescription(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  do {
    let description = try DescriptionLoader.decode(bytes: bytes, file: "fuzz.reviewready.yaml")
    _ = description.features.count
  } catch {
    // Every diagnostic must have a message and a position.
    for diagnostic in error.diagnostics where diagnostic.message.isEmpty {
      fatalError("a diagnostic without a message: \(diagnostic)")
    }
  }
  return 0
}

@_cdecl("FuzzDescription_main")
public func fuzzDescriptionMain(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
  runFuzzer(argc, argv, fuzzDescription)
}
