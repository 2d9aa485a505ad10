import BinaryCoding

/// A third-party SDK the catalog knows (`Checklists/catalog.yaml`,
/// `thirdPartySDKs`): on Apple's list of SDKs that need a privacy manifest
/// and a signature, or a known tracking / analytics SDK, or both.
public struct CatalogSDK: Sendable, Equatable {
  /// The name as Apple's list (or the SDK itself) writes it.
  public var name: String
  /// Other names the SDK's package, pod or framework goes by
  /// (`lottie-spm`, `lottie-ios` for Lottie), compared without letter case.
  public var aliases: [String]
  /// Whether it is on Apple's list.
  public var listed: Bool
  /// The first version that ships a privacy manifest, when verified; nil
  /// when unknown.
  public var manifestSince: String?
  /// Where that version was verified.
  public var manifestSource: String?
  /// `analytics`, `advertising` or `attribution` for an SDK that collects
  /// data for those purposes; nil otherwise.
  public var kind: String?

  public init(
    name: String, aliases: [String] = [], listed: Bool, manifestSince: String? = nil,
    manifestSource: String? = nil, kind: String? = nil
  ) {
    self.name = name
    self.aliases = aliases
    self.listed = listed
    self.manifestSince = manifestSince
    self.manifestSource = manifestSource
    self.kind = kind
  }

  /// The names it is matched by, lowercased, `-` and `_` made one.
  var matchNames: [String] { ([name] + aliases).map(CatalogSDKs.normalized) }
}

/// The catalog's third-party SDKs, with the source of Apple's list and the
/// day it was read.
public struct CatalogSDKs: Sendable, Equatable {
  public var source: String
  public var checked: String
  public var sdks: [CatalogSDK]
  private var byName: [String: Int] = [:]

  public static let kinds = ["analytics", "advertising", "attribution"]
  public static let empty = CatalogSDKs(source: "", checked: "", sdks: [])

  public init(source: String, checked: String, sdks: [CatalogSDK]) {
    self.source = source
    self.checked = checked
    self.sdks = sdks
    for (index, sdk) in sdks.enumerated() {
      for name in sdk.matchNames where byName[name] == nil { byName[name] = index }
    }
  }

  /// The SDKs any of `names` (a package identity, pod, framework or
  /// product name) stands for, each once, in the order of `names`.
  public func matching(_ names: [String]) -> [CatalogSDK] {
    var seen = Set<Int>()
    return names.compactMap { byName[Self.normalized($0)] }.filter { seen.insert($0).inserted }
      .map { sdks[$0] }
  }

  /// The SDKs a dependency stands for: by its name, the products the app
  /// names of it, and its repository's `owner/name` (`TelemetryDeck/SwiftSDK`).
  public func matching(name: String, products: [String], repository: String?) -> [CatalogSDK] {
    matching([name] + products + (repository.map { [Self.ownerAndName($0)] } ?? []))
  }

  /// `owner/name` of a repository URL (`onevcat/Kingfisher`).
  static func ownerAndName(_ url: String) -> String {
    var parts = url.split(separator: "/").map(String.init)
    if let last = parts.last, last.hasSuffix(".git") {
      parts[parts.count - 1] = String(last.dropLast(4))
    }
    return parts.suffix(2).joined(separator: "/")
  }

  static func normalized(_ name: String) -> String {
    name.lowercased().replacingOccurrences(of: "_", with: "-")
  }

  package func write(to writer: inout BinaryWriter) {
    writer.write(source)
    writer.write(checked)
    writer.write(sdks) { writer, sdk in
      writer.write(sdk.name)
      writer.write(sdk.aliases)
      writer.write(sdk.listed)
      writer.write(sdk.manifestSince)
      writer.write(sdk.manifestSource)
      writer.write(sdk.kind)
    }
  }

  package init(from reader: inout BinaryReader) throws(BinaryReadError) {
    let source = try reader.readString()
    let checked = try reader.readString()
    let sdks = try reader.readArray { reader throws(BinaryReadError) in
      CatalogSDK(
        name: try reader.readString(), aliases: try reader.readStrings(),
        listed: try reader.readBool(), manifestSince: try reader.readOptionalString(),
        manifestSource: try reader.readOptionalString(), kind: try reader.readOptionalString())
    }
    self.init(source: source, checked: checked, sdks: sdks)
  }
}
