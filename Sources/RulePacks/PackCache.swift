import BinaryCoding
import Catalog
import Diagnostics
import FileSupport
import Foundation
import RuleLanguage
import Wording

/// The catalog and the rule packs, compiled once and kept on disk, so that
/// a start reads no YAML and checks no expression when nothing changed:
/// like SwiftLint's cache, the file is named by a hash of everything that
/// decides its content (the pack and catalog files' bytes, and the binary
/// that compiled them), so an edit to either makes a new one.
///
/// The cache is an optimisation, never a source of truth: a file that is
/// missing, truncated, from another build or damaged is ignored and
/// written again, and a load with problems is never cached (its errors are
/// reported as always). Set `REVIEWREADY_CACHE` to a folder to keep it
/// there, or to `off` to neither read nor write it.
public enum PackCache {
  /// The variable that moves or turns off the cache.
  public static let variable = "REVIEWREADY_CACHE"
  /// Bumped whenever what is written changes shape.
  static let formatVersion: UInt64 = 7
  static let magic: [UInt8] = Array("RRPK".utf8)
  /// Cache files kept; older ones are removed when a new one is written.
  static let keptFiles = 8
  /// The largest cache file read (the built-in packs take well under 1 MB).
  static let maximumBytes = 32 << 20

  /// The catalog of `folder` and the packs of `sources`, from the cache when
  /// it holds them, else loaded (and then cached).
  public static func load(
    catalogIn folder: ResourceFolder, packs sources: [PackSource],
    environment: [String: String] = ProcessEnvironment.values(variable, "HOME", "XDG_CACHE_HOME")
  ) throws(DiagnosticsError) -> (catalog: Catalog, packs: [RulePack]) {
    guard let directory = directory(environment), let key = key(folder, sources) else {
      return try loadFromSources(folder, sources)
    }
    let path = (directory as NSString).appendingPathComponent(
      "packs-\(String(key, radix: 16)).bin")
    if let bytes = read(path), let cached = try? decode(bytes, key: key, sources: sources) {
      return cached
    }
    let loaded = try loadFromSources(folder, sources)
    store(encode(loaded, key: key), at: path, in: directory)
    return loaded
  }

  static func loadFromSources(_ folder: ResourceFolder, _ sources: [PackSource])
    throws(DiagnosticsError) -> (catalog: Catalog, packs: [RulePack])
  {
    let catalog = try CatalogLoader.load(BuiltInChecklists.catalogName, in: folder)
    return (catalog, try PackLoader.load(sources))
  }

  // MARK: Where

  /// The cache folder: `REVIEWREADY_CACHE`, else the user's cache folder;
  /// nil when turned off or when there is no home.
  static func directory(_ environment: [String: String]) -> String? {
    if let chosen = environment[variable] {
      return chosen.isEmpty || chosen == "off" ? nil : chosen
    }
    #if os(macOS)
      guard let home = environment["HOME"], !home.isEmpty else { return nil }
      return "\(home)/Library/Caches/ReviewReady"
    #else
      if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
        return "\(cache)/reviewready"
      }
      guard let home = environment["HOME"], !home.isEmpty else { return nil }
      return "\(home)/.cache/reviewready"
    #endif
  }

  // MARK: What

  /// A hash of the format, the running binary (its path, size and time)
  /// and every source's name and, on disk, bytes (a built-in file is part
  /// of the binary); nil when a file can't be read or the binary can't be
  /// found (then nothing is cached and the loader reports what it must).
  static func key(_ folder: ResourceFolder, _ sources: [PackSource]) -> UInt64? {
    guard let binary = binaryIdentity else { return nil }
    var hash = StableHash()
    hash.add(formatVersion)
    hash.add(binary)
    let files = [(folder, BuiltInChecklists.catalogName)] + sources.map { ($0.folder, $0.name) }
    for (folder, name) in files {
      hash.add(folder.path(of: name))
      if folder.isBuiltIn {
        guard folder.contains(name) else { return nil }
        continue
      }
      guard let bytes = try? folder.bytes(of: name) else { return nil }
      hash.add(UInt64(bytes.count))
      hash.add(bytes)
    }
    return hash.value
  }

  /// The running executable's path, size and modification time: a rebuilt
  /// binary may compile the same packs differently, or hold other built-in
  /// packs. Read with `stat`, not `FileManager`, whose attribute
  /// dictionary costs more than the rest of the key.
  static let binaryIdentity: String? = {
    guard let path = executablePath, let file = FileStatus(path) else { return nil }
    return "\(path)\u{0}\(file.size)\u{0}\(file.modified.seconds).\(file.modified.nanoseconds)"
  }()

  /// The running executable's path. On Linux the link `/proc/self/exe`,
  /// which is what `Bundle.main` reads too, without first building the
  /// main bundle (a cost at every start).
  private static var executablePath: String? {
    #if os(Linux)
      var buffer = [UInt8](repeating: 0, count: 4096)
      let length = buffer.withUnsafeMutableBufferPointer { buffer in
        buffer.baseAddress.map { base in
          base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
            readlink("/proc/self/exe", $0, buffer.count)
          }
        } ?? -1
      }
      if length > 0, length < buffer.count {
        return String(decoding: buffer[..<length], as: UTF8.self)
      }
    #endif
    return Bundle.main.executablePath
  }

  // MARK: Bytes

  static func encode(_ loaded: (catalog: Catalog, packs: [RulePack]), key: UInt64) -> [UInt8] {
    resealed(body(loaded, key: key))
  }

  /// What the header's checksum covers: the key, the catalog, every
  /// pack's declarations, every wording language's prepared lists (see
  /// `WordingKnowledge.preparedSnapshots`), then every pack's rules.
  static func body(_ loaded: (catalog: Catalog, packs: [RulePack]), key: UInt64) -> [UInt8] {
    var writer = BinaryWriter()
    writer.write(key)
    loaded.catalog.write(to: &writer)
    writer.write(UInt64(loaded.packs.count))
    for pack in loaded.packs { pack.writeDeclarations(to: &writer) }
    let wording = WordingKnowledge(loaded.packs.flatMap(\.languages))
    writer.write(wording.preparedSnapshots()) { $0.write(bytes: $1) }
    for pack in loaded.packs { pack.writeRules(to: &writer) }
    return writer.bytes
  }

  /// `body` behind the magic, the format version and the body's checksum.
  static func resealed(_ body: [UInt8]) -> [UInt8] {
    var hash = StableHash()
    hash.add(body)
    var header = BinaryWriter()
    header.write(formatVersion)
    header.write(hash.value)
    return magic + header.bytes + body
  }

  /// The cached catalog and packs, or an error for bytes that are not a
  /// whole cache file of this format and key.
  static func decode(_ bytes: [UInt8], key: UInt64, sources: [PackSource])
    throws(BinaryReadError) -> (catalog: Catalog, packs: [RulePack])
  {
    guard bytes.starts(with: magic) else { throw BinaryReadError("not a pack cache", at: 0) }
    var reader = BinaryReader(bytes, offset: magic.count)
    guard try reader.readUInt64() == formatVersion else {
      throw reader.error("another format version")
    }
    let checksum = try reader.readUInt64()
    var hash = StableHash()
    hash.add(bytes[reader.offset...])
    guard hash.value == checksum else { throw reader.error("the file is damaged") }
    guard try reader.readUInt64() == key else { throw reader.error("another key") }
    let catalog = try Catalog(from: &reader)
    guard try reader.readCount() == sources.count else {
      throw reader.error("another number of packs")
    }
    var packs: [RulePack] = []
    for source in sources {
      let (languages, lexicons) = try RulePack.readDeclarations(from: &reader)
      packs.append(
        RulePack(
          name: "", title: "", rules: [], checks: [], file: source.path, folder: source.folder,
          languages: languages, lexicons: lexicons))
    }
    let wordingSnapshots = try reader.readArray { reader throws(BinaryReadError) in
      try reader.readBytes()
    }
    let environment = PackLoader.environment(
      lexicons: packs.flatMap(\.lexicons), languages: packs.flatMap(\.languages),
      wordingSnapshots: wordingSnapshots)
    for index in packs.indices {
      try packs[index].readRules(from: &reader, environment: environment)
    }
    guard reader.isAtEnd else { throw reader.error("bytes after the last pack") }
    return (catalog, packs)
  }

  // MARK: Files

  private static func read(_ path: String) -> [UInt8]? {
    FileStatus.contents(of: path, limit: maximumBytes)
  }

  /// Writes the cache file (whole or not at all: a temporary file renamed
  /// into place) and removes the oldest beyond ``keptFiles``. Failing to
  /// write is no error: the next start loads from the sources again.
  private static func store(_ bytes: [UInt8], at path: String, in directory: String) {
    let manager = FileManager.default
    do {
      try manager.createDirectory(
        atPath: directory, withIntermediateDirectories: true,
        attributes: [.posixPermissions: 0o700])
      try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      return
    }
    let names = (try? manager.contentsOfDirectory(atPath: directory)) ?? []
    let cached = names.filter { $0.hasPrefix("packs-") && $0.hasSuffix(".bin") }.compactMap {
      name -> (String, Date)? in
      let file = (directory as NSString).appendingPathComponent(name)
      guard let date = (try? manager.attributesOfItem(atPath: file))?[.modificationDate] as? Date
      else { return nil }
      return (file, date)
    }
    for (file, _) in cached.sorted(by: { $0.1 > $1.1 }).dropFirst(keptFiles) {
      try? manager.removeItem(atPath: file)
    }
  }
}
