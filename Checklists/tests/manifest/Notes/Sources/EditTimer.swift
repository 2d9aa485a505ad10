import Foundation

/// Measures how long an edit takes; only the interval is kept.
struct EditTimer {
  let start = ProcessInfo.processInfo.systemUptime

  func elapsed() -> TimeInterval { ProcessInfo.processInfo.systemUptime - start }
}

#if false
  // Disabled code is not scanned: this disk-space query never builds.
  let free = try? URL(fileURLWithPath: "/").resourceValues(forKeys: [.volumeAvailableCapacityKey])
#endif
