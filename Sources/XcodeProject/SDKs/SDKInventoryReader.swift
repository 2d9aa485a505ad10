import Diagnostics
import ProjectFiles

/// Reads an app target's third-party SDKs (``SDKInventory``): the
/// `Package.resolved` Xcode builds the app with (a workspace's wins over
/// the project's own), the `Podfile.lock` with the Podfile's pods for the
/// target, `Cartfile.resolved`, what the project or those files only
/// declare when no lock file is committed, and vendored framework folders;
/// then, for each, whether the target links it and what the checkout holds
/// of it (its privacy manifest, a binary's signature).
enum SDKInventoryReader {
  static func read(
    target: TargetInfo, configuration: String, model: any ProjectModel
  ) throws(DiagnosticsError) -> SDKInventory {
    let root = model.sourceRoot.isEmpty ? "." : model.sourceRoot
    let links = TargetLinks.of(target, in: model)
    var inventory = SDKInventory()
    var problems: [Diagnostic] = []
    do {
      try readPackages(links: links, model: model, root: root, into: &inventory)
    } catch { problems += error.diagnostics }
    do {
      try CocoaPodsInventory.read(
        target: target.name, configuration: configuration, root: root, into: &inventory)
    } catch { problems += error.diagnostics }
    do {
      try readCarthage(links: links, root: root, into: &inventory)
    } catch { problems += error.diagnostics }
    readVendored(links: links, root: root, into: &inventory)
    guard problems.isEmpty else { throw DiagnosticsError(problems) }
    for index in inventory.dependencies.indices {
      lookInCheckout(&inventory.dependencies[index], root: root)
    }
    return inventory
  }

  /// The swift packages: the Package.resolved's pins, or, without one, the
  /// packages the project declares.
  private static func readPackages(
    links: TargetLinks, model: any ProjectModel, root: String, into inventory: inout SDKInventory
  ) throws(DiagnosticsError) {
    let choice = PackageResolvedChoice.choose(model: model, root: root)
    inventory.ignored += choice.ignored
    let local = LocalPackages.declared(in: links.localPackageFolders)
    guard let file = choice.file else {
      inventory.dependencies += links.packages.map { package in
        SDKDependency(
          name: package.url.map(PackageIdentity.of) ?? package.path ?? "",
          requirement: package.requirement,
          source: .swiftPackage, location: package.location, repository: package.url,
          products: package.products, linkage: .direct)
      }
      return
    }
    inventory.files.append(file)
    for pin in try PackageResolvedReader.read(path: file) {
      let identity = PackageIdentity.of(pin.location ?? pin.identity)
      let linked = links.packages.filter { $0.url.map(PackageIdentity.of) == identity }
      let linkage: SDKDependency.Linkage =
        !linked.isEmpty ? .direct : local.contains(identity) ? .dependency : .resolved
      inventory.dependencies.append(
        SDKDependency(
          name: pin.identity, version: pin.version,
          requirement: pin.version == nil ? pin.branch ?? pin.revision : nil,
          source: .swiftPackage, location: pin.source, repository: pin.location,
          products: linked.flatMap(\.products), linkage: linkage))
    }
  }

  private static func readCarthage(
    links: TargetLinks, root: String, into inventory: inout SDKInventory
  ) throws(DiagnosticsError) {
    let resolved = ProjectFileSystem.join(root, "Cartfile.resolved")
    let declared = ProjectFileSystem.join(root, "Cartfile")
    let isLocked = ProjectFileSystem.exists(resolved)
    guard isLocked || ProjectFileSystem.exists(declared) else { return }
    let file = isLocked ? resolved : declared
    inventory.files.append(file)
    for entry in try CartfileReader.read(path: file) {
      inventory.dependencies.append(
        SDKDependency(
          name: entry.name, version: isLocked ? entry.detail : nil,
          requirement: isLocked ? nil : entry.detail, source: .carthage, location: entry.source,
          repository: entry.origin,
          linkage: links.frameworks.contains(entry.name) ? .direct : .resolved))
    }
  }

  private static func readVendored(
    links: TargetLinks, root: String, into inventory: inout SDKInventory
  ) {
    for path in SDKCheckout.vendoredFrameworks(under: root) {
      let name = SDKCheckout.frameworkName(path)
      inventory.dependencies.append(
        SDKDependency(
          name: name, source: .vendored, location: .file(path),
          linkage: links.frameworks.contains(name) ? .direct : .resolved,
          manifest: SDKCheckout.manifest(in: path), checkedOut: true,
          signed: path.hasSuffix(".xcframework") ? SDKCheckout.isSigned(path) : nil))
    }
  }

  /// Fills in what the checkout holds of the SDK: its folder, manifest and
  /// (for a built XCFramework) signature.
  private static func lookInCheckout(_ dependency: inout SDKDependency, root: String) {
    guard dependency.source != .vendored,
      let folder = SDKCheckout.folder(of: dependency.name, source: dependency.source, root: root)
    else { return }
    dependency.checkedOut = true
    dependency.manifest = SDKCheckout.manifest(in: folder)
    if folder.hasSuffix(".xcframework") { dependency.signed = SDKCheckout.isSigned(folder) }
  }
}

/// A package's identity as SwiftPM derives it from its URL: the last path
/// part, lowercased, without `.git` or a trailing slash.
enum PackageIdentity {
  static func of(_ url: String) -> String {
    var text = url.lowercased()
    while text.hasSuffix("/") { text.removeLast() }
    if text.hasSuffix(".git") { text.removeLast(4) }
    return text.split(separator: "/").last.map(String.init) ?? text
  }
}

/// The remote packages the local packages a target links declare, followed
/// through their own local packages (at most 8 levels), as identities.
enum LocalPackages {
  static func declared(in folders: [String]) -> Set<String> {
    var found = Set<String>()
    var queue = folders.map { ($0, 0) }
    var visited = Set<String>()
    while !queue.isEmpty, visited.count < 200 {
      let (folder, depth) = queue.removeFirst()
      let normalized = ProjectFileSystem.normalize(folder)
      guard visited.insert(normalized).inserted else { continue }
      let manifest = ProjectFileSystem.join(normalized, "Package.swift")
      guard let packages = try? PackageManifestReader.read(path: manifest) else { continue }
      for package in packages {
        if let url = package.url, !package.usedOnlyByTests {
          found.insert(PackageIdentity.of(url))
        }
        if let path = package.path, depth < 8 {
          queue.append((ProjectFileSystem.join(normalized, path), depth + 1))
        }
      }
    }
    return found
  }
}
