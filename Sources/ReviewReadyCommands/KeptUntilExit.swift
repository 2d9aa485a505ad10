import Foundation

/// What a command hands over here is released when the process exits, not
/// when the command returns: the loaded catalog and rule packs are tens of
/// thousands of small objects, and freeing them one by one costs a cold
/// `reviewready audit` about a twelfth of its time just before `exit`
/// discards the whole heap anyway (compilers do the same). Only the last
/// value kept stays, so a host that runs commands in-process many times
/// (the tests) holds at most one command's state.
enum KeptUntilExit {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var kept: Any?

  /// Keeps `value` alive until the process exits or the next call.
  static func keep(_ value: Any) {
    lock.lock()
    let previous = kept
    kept = value
    lock.unlock()
    _ = previous  // released here, outside the lock
  }
}
