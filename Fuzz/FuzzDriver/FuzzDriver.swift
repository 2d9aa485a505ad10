// The entry point every fuzz target shares. SwiftPM links an executable
// target with `main` defined as `<Target>_main`; each target defines that
// function to call `runFuzzer`, which hands control to libFuzzer's driver
// (the toolchain's -sanitize=fuzzer runtime) with the target's
// LLVMFuzzerTestOneInput.

/// One fuzz input: its bytes (nil when empty) and their count.
public typealias FuzzCallback = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

@_silgen_name("LLVMFuzzerRunDriver")
private func llvmFuzzerRunDriver(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ callback: FuzzCallback
) -> CInt

/// Runs libFuzzer with the process's arguments (`-runs=`, `-max_total_time=`,
/// corpus folders, …) on `callback`.
public func runFuzzer(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
  _ callback: FuzzCallback
) -> CInt {
  var count = argc
  var arguments = argv
  return llvmFuzzerRunDriver(&count, &arguments, callback)
}
