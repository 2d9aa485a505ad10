#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `stat` says of a file, and a file's bytes read with `read`. Every
/// start reads the pack cache, the binary's status and a description;
/// `FileManager`'s attribute dictionaries, `URL` and `Data` cost more
/// than the reading.
public struct FileStatus: Sendable {
  /// What kind of file it is.
  public enum Kind: Sendable {
    case regular, directory
    /// A pipe, a socket or a device.
    case other
  }

  /// The kind of file.
  public let kind: Kind
  /// The size in bytes.
  public let size: Int
  /// The last modification, in seconds and nanoseconds since 1970.
  public let modified: (seconds: Int, nanoseconds: Int)

  /// The status of `path` (following links), or nil when it can't be read.
  public init?(_ path: String) {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    self.init(status)
  }

  private init(_ status: stat) {
    switch status.st_mode & S_IFMT {
    case S_IFREG: kind = .regular
    case S_IFDIR: kind = .directory
    default: kind = .other
    }
    size = Int(status.st_size)
    #if canImport(Darwin)
      modified = (Int(status.st_mtimespec.tv_sec), Int(status.st_mtimespec.tv_nsec))
    #else
      modified = (Int(status.st_mtim.tv_sec), Int(status.st_mtim.tv_nsec))
    #endif
  }

  /// Why ``bytes(of:limit:)`` gave no bytes.
  public enum ReadFailure: Error, Sendable {
    /// There is no such file (or a folder on its path is missing).
    case missing
    /// It is not a regular file: a folder, a pipe, a device.
    case notRegular(Kind)
    /// It holds more than the limit; `size` is what `fstat` said.
    case tooLarge(size: Int)
    /// It could not be opened or read (permissions, an I/O error).
    case unreadable
  }

  /// `path` made absolute with every symbolic link on its way resolved
  /// (`realpath`), or nil when some part of it does not exist.
  public static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// The bytes of the regular file at `path`, or why there are none. The
  /// file is never read past `limit + 1` bytes, whatever it holds or grows
  /// to: one that `fstat` says is over the limit is refused unread, and one
  /// that holds more than `fstat` said (it grew, or it is a `/proc` file,
  /// whose size reads 0) is read on, in steps, until its end or the byte
  /// past the limit.
  public static func bytes(of path: String, limit: Int) -> Result<[UInt8], ReadFailure> {
    // Non-blocking, so that a pipe in the file's place is refused by the
    // check below instead of waiting for a writer.
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else {
      return .failure(errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable)
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return .failure(.unreadable) }
    let file = FileStatus(status)
    guard file.kind == .regular else { return .failure(.notRegular(file.kind)) }
    guard file.size <= limit else { return .failure(.tooLarge(size: file.size)) }
    guard let bytes = readBounded(descriptor, size: file.size, atMost: limit + 1) else {
      return .failure(.unreadable)
    }
    guard bytes.count <= limit else { return .failure(.tooLarge(size: bytes.count)) }
    return .success(bytes)
  }

  /// Reads `descriptor` to its end or to `atMost` bytes, whichever comes
  /// first: first straight into an array of `size` bytes and one more (a
  /// file read whole takes that one allocation), then, while there is more,
  /// in chunks that at most double what was read, never past `atMost`;
  /// nil on a read error.
  private static func readBounded(_ descriptor: Int32, size: Int, atMost: Int) -> [UInt8]? {
    var bytes: [UInt8] = []
    var want = min(size + 1, atMost)
    var ended = false
    while !ended && bytes.count < atMost {
      let room = want - bytes.count
      var failed = false
      let chunk = [UInt8](unsafeUninitializedCapacity: room) { buffer, count in
        count = 0
        while count < room, let start = buffer.baseAddress {
          let got = read(descriptor, start + count, room - count)
          if got < 0, errno == EINTR { continue }
          guard got > 0 else {
            failed = got < 0
            ended = true
            return
          }
          count += got
        }
      }
      if failed { return nil }
      if bytes.isEmpty { bytes = chunk } else { bytes += chunk }
      want = min(max(bytes.count * 2, 64 << 10), atMost)
    }
    return bytes
  }

  /// The bytes of the regular file at `path`, or nil when it can't be
  /// opened or read, is not a regular file, or holds more than `limit`
  /// bytes.
  public static func contents(of path: String, limit: Int) -> [UInt8]? {
    try? bytes(of: path, limit: limit).get()
  }
}
