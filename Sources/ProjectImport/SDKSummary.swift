import Catalog
import ProjectFiles

/// The few comment lines `import --project` writes under `app.project`
/// about the target's third-party SDKs: those it ships (Apple's listed
/// ones marked), how many more are only resolved, and the lock files left
/// out. The audit's `sdks` rules judge them; this is what a team reads.
enum SDKSummary {
  /// At most this many names are written per line.
  static let maximumNames = 24

  static func lines(_ inventory: SDKInventory?, catalog: Catalog, base: String) -> [String] {
    guard let inventory, !inventory.dependencies.isEmpty || !inventory.files.isEmpty else {
      return []
    }
    let shipped = inventory.dependencies.filter(\.ships)
    let resolved = inventory.dependencies.filter { $0.linkage == .resolved }
    let files = inventory.files.map { ImportPaths.relative($0, from: base) }
    var lines = [
      "Third-party SDKs (from \(files.isEmpty ? "no lock file" : files.joined(separator: ", "))):"
        + " \(shipped.count) the target links"
        + (shipped.isEmpty ? "" : ": " + names(shipped, catalog: catalog))
    ]
    if !resolved.isEmpty {
      lines.append(
        "\(resolved.count) more resolved that the target doesn't name (another package may"
          + " bring them in): " + names(resolved, catalog: catalog))
    }
    if !inventory.ignored.isEmpty {
      lines.append(
        "Lock files left out: "
          + inventory.ignored.map { ImportPaths.relative($0.file, from: base) }.joined(
            separator: ", "))
    }
    lines.append(
      "* on Apple's list of SDKs that need a privacy manifest; the sdks pack checks them")
    return lines
  }

  /// `Kingfisher 8.10.0*, posthog-ios 3.64.7 (analytics)`, shortened.
  private static func names(_ sdks: [SDKDependency], catalog: Catalog) -> String {
    let written = sdks.prefix(maximumNames).map { sdk in
      let known = catalog.sdks.matching(
        name: sdk.name, products: sdk.products, repository: sdk.repository)
      let version = sdk.version ?? sdk.requirement.map { "(\($0))" }
      return sdk.name + (version.map { " \($0)" } ?? "")
        + (known.contains(where: \.listed) ? "*" : "")
        + (known.compactMap(\.kind).first.map { " (\($0))" } ?? "")
    }
    return written.joined(separator: ", ") + (sdks.count > maximumNames ? ", …" : "")
  }
}
