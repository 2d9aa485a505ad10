import Diagnostics
import ProjectFiles

/// What an app target links, as its project file says: the package
/// products it names (with their package's URL, or the local package's
/// folder), and the framework files of its frameworks build phase
/// (XcodeGen: `framework:` and `carthage:` dependencies).
struct TargetLinks: Sendable, Equatable {
  /// A package the target names products of.
  struct Package: Sendable, Equatable {
    /// The remote package's repository URL.
    var url: String?
    /// The local package's folder, as the description's folder sees it.
    var path: String?
    var products: [String]
    /// What the project declares it at (`upToNextMajorVersion 5.0.0`,
    /// `from: 1.2.0`), for a project with no Package.resolved.
    var requirement: String?
    var location: SourceLocation
  }

  var packages: [Package] = []
  /// Whether the target names a product with no package reference: an
  /// older Xcode's local package (a folder added to the project).
  var namesLocalProducts = false
  /// Local package folders the project holds (with a Package.swift).
  var localPackageFolders: [String] = []
  /// The framework names the target links (`Lottie` for
  /// `Lottie.xcframework`).
  var frameworks: Set<String> = []

  /// The links of `target` in `model`.
  static func of(_ target: TargetInfo, in model: any ProjectModel) -> TargetLinks {
    if let project = model as? PBXProjectModel { return of(target, in: project) }
    if let spec = model as? XcodeGenModel { return of(target, in: spec) }
    return TargetLinks()
  }

  private static func of(_ target: TargetInfo, in model: PBXProjectModel) -> TargetLinks {
    let project = model.project
    var links = TargetLinks()
    var byPackage: [String: Package] = [:]
    var order: [String] = []
    for id in project.ids(target.id, "packageProductDependencies").prefix(1_000) {
      let product = project.string(id, "productName") ?? ""
      guard let package = project.string(id, "package") else {
        links.namesLocalProducts = true
        continue
      }
      if project.isa(package) == "XCLocalSwiftPackageReference" {
        let relative = project.string(package, "relativePath") ?? ""
        links.localPackageFolders.append(
          ProjectFileSystem.join(model.sourceRoot.isEmpty ? "." : model.sourceRoot, relative))
        links.namesLocalProducts = true
        continue
      }
      if byPackage[package] == nil {
        order.append(package)
        byPackage[package] = Package(
          url: project.string(package, "repositoryURL"), path: nil, products: [],
          requirement: requirement(project.object(package)["requirement"]),
          location: project.location(of: package))
      }
      byPackage[package]?.products.append(product)
    }
    links.packages = order.compactMap { byPackage[$0] }
    if links.namesLocalProducts {
      links.localPackageFolders += model.paths.values.filter {
        !$0.hasSuffix(".swift")
          && ProjectFileSystem.exists(ProjectFileSystem.join($0, "Package.swift"))
      }.sorted()
    }
    for phase in project.ids(target.id, "buildPhases")
    where project.isa(phase) == "PBXFrameworksBuildPhase" {
      for file in project.ids(phase, "files").prefix(1_000) {
        guard let reference = project.string(file, "fileRef") else { continue }
        let path = project.string(reference, "path") ?? project.string(reference, "name") ?? ""
        links.frameworks.insert(SDKCheckout.frameworkName(path))
      }
    }
    return links
  }

  /// `{kind = upToNextMajorVersion; minimumVersion = 5.0.0;}` as
  /// `upToNextMajorVersion 5.0.0`.
  private static func requirement(_ value: PlistValue?) -> String? {
    guard let fields = value?.dictionaryValue else { return nil }
    let kind = fields["kind"]?.stringValue ?? ""
    let version =
      fields["minimumVersion"]?.stringValue ?? fields["version"]?.stringValue
      ?? fields["branch"]?.stringValue ?? fields["revision"]?.stringValue ?? ""
    let text = [kind, version].filter { !$0.isEmpty }.joined(separator: " ")
    return text.isEmpty ? nil : text
  }

  private static func of(_ target: TargetInfo, in model: XcodeGenModel) -> TargetLinks {
    var links = TargetLinks()
    let packages = model.spec["packages"]
    let folder = model.sourceRoot.isEmpty ? "." : model.sourceRoot
    for dependency in model.definition(of: target.name)?["dependencies"]?.sequence ?? [] {
      if let framework = dependency["framework"]?.text ?? dependency["carthage"]?.text {
        links.frameworks.insert(SDKCheckout.frameworkName(framework))
      }
      guard let name = dependency["package"]?.text else { continue }
      let products = dependency["products"]?.texts ?? dependency["product"]?.texts ?? [name]
      let declared = packages?[name]
      if let path = declared?["path"]?.text {
        links.localPackageFolders.append(ProjectFileSystem.join(folder, path))
        continue
      }
      let requirement = [
        "exactVersion", "from", "minorVersion", "majorVersion", "branch", "revision",
      ]
      .compactMap { key in declared?[key]?.text.map { "\(key): \($0)" } }.first
      links.packages.append(
        Package(
          url: declared?["url"]?.text, path: nil, products: products, requirement: requirement,
          location: (model.spec["packages"]?.pairs.first { $0.key == name }?.location)
            ?? dependency.location))
    }
    return links
  }
}
