#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `stat` says of a file, and its bytes read with `read`: the pack
/// cache reads one file and one binary's status at every start, where
/// `FileManager`'s attribute dictionaries and `Data` copies cost more
/// than the reading.
struct FileStatus {
  /// The size in bytes.
  let size: Int
  /// The last modification, in seconds and nanoseconds since 1970.
  let modified: (seconds: Int, nanoseconds: Int)

  /// The status of `path` (following links), or nil when it can't be read.
  init?(_ path: String) {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    size = Int(status.st_size)
    #if canImport(Darwin)
      modified = (Int(status.st_mtimespec.tv_sec), Int(status.st_mtimespec.tv_nsec))
    #else
      modified = (Int(status.st_mtim.tv_sec), Int(status.st_mtim.tv_nsec))
    #endif
  }

  /// The bytes of the regular file at `path`, or nil when it can't be
  /// opened or read, is not a regular file, or holds more than `limit`
  /// bytes (it is never read past `limit + 1`, whatever it grows to).
  static func contents(of path: String, limit: Int) -> [UInt8]? {
    // Non-blocking, so that a pipe put in the file's place is refused by
    // the check below instead of waiting for a writer.
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
      status.st_size <= limit
    else { return nil }
    // Read straight into the array's storage, at most one byte more than
    // the size `fstat` gave: a file that changes while it is read comes out
    // cut or grown, which its reader must (and the cache's checksum does)
    // find out.
    let capacity = Int(status.st_size) + 1
    var failed = false
    let bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
      count = 0
      while count < capacity, let start = buffer.baseAddress {
        let read = read(descriptor, start + count, capacity - count)
        if read < 0, errno == EINTR { continue }
        guard read > 0 else {
          failed = read < 0
          return
        }
        count += read
      }
    }
    guard !failed, bytes.count <= limit else { return nil }
    return bytes
  }
}
