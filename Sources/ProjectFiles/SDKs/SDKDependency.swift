import Diagnostics

/// One third-party SDK the project resolves, declares or vendors: a
/// Swift package pin, a pod, a Carthage dependency or a framework folder in
/// the checkout, with where it is written and whether the app links it.
public struct SDKDependency: Sendable, Equatable {
  /// How the SDK reaches the project.
  public enum Source: String, Sendable, CaseIterable {
    case swiftPackage, cocoaPods, carthage, vendored
  }

  /// Whether the app target links the SDK, as far as the project's files
  /// tell.
  public enum Linkage: String, Sendable, CaseIterable {
    /// The app target names it: a package product in its package product
    /// dependencies (XcodeGen `dependencies: - package:`), a pod of its
    /// Podfile target, a vendored framework.
    case direct
    /// Something the target links needs it: a pod another linked pod
    /// depends on (Podfile.lock's tree), a package a local package the
    /// target links declares.
    case dependency
    /// Resolved, but nothing in the project says what needs it: it may come
    /// in through another package, or nothing links it (Firebase's package
    /// resolves abseil, gRPC and leveldb for Firestore alone).
    case resolved
    /// Known not to ship in the configuration read: a pod only of other
    /// targets, or of other configurations.
    case unlinked
  }

  /// The package identity, pod or framework name, as the file writes it.
  public var name: String
  /// The exact version the lock file pins; nil for a branch or revision
  /// pin, and for a dependency only declared (see ``requirement``).
  public var version: String?
  /// The requirement written where no lock file pins a version
  /// (`from: "5.0.0"`, `~> 7.0`), or the branch / revision pinned.
  public var requirement: String?
  public var source: Source
  /// Where the lock (or declaring) file writes it.
  public var location: SourceLocation
  /// The repository or download URL, when the file gives one.
  public var repository: String?
  /// The package products (or pod subspecs) the app target names.
  public var products: [String]
  public var linkage: Linkage
  /// The SDK's own `PrivacyInfo.xcprivacy` in the checkout, when found.
  public var manifest: String?
  /// Whether the checkout holds the SDK's files (`Pods/NAME`,
  /// `Carthage/Checkouts/NAME`, `SourcePackages/checkouts/NAME`, a
  /// vendored folder), so that a missing manifest is known, not guessed.
  public var checkedOut: Bool
  /// For a binary (`.xcframework`) in the checkout: whether it carries a
  /// code signature (`_CodeSignature` or `Signatures`); nil otherwise.
  public var signed: Bool?

  public init(
    name: String, version: String? = nil, requirement: String? = nil, source: Source,
    location: SourceLocation, repository: String? = nil, products: [String] = [],
    linkage: Linkage = .resolved, manifest: String? = nil, checkedOut: Bool = false,
    signed: Bool? = nil
  ) {
    self.name = name
    self.version = version
    self.requirement = requirement
    self.source = source
    self.location = location
    self.repository = repository
    self.products = products
    self.linkage = linkage
    self.manifest = manifest
    self.checkedOut = checkedOut
    self.signed = signed
  }

  /// Whether the app ships it as far as the project tells: linked by the
  /// target or by what the target links.
  public var ships: Bool { linkage == .direct || linkage == .dependency }
}

/// The third-party SDKs of an app target (``SDKDependency``), with the lock
/// files they were read from and those left out.
public struct SDKInventory: Sendable, Equatable {
  public var dependencies: [SDKDependency]
  /// The lock and declaring files read, in reading order.
  public var files: [String]
  /// Lock files found beside the project that the app's build doesn't use,
  /// each with why (a sub-package's own `Package.resolved`, the project's
  /// when a workspace's wins).
  public var ignored: [Ignored]

  /// A lock file left out, and why.
  public struct Ignored: Sendable, Equatable {
    public var file: String
    public var reason: String

    public init(file: String, reason: String) {
      self.file = file
      self.reason = reason
    }
  }

  public init(dependencies: [SDKDependency] = [], files: [String] = [], ignored: [Ignored] = []) {
    self.dependencies = dependencies
    self.files = files
    self.ignored = ignored
  }
}
