import ProjectFiles

/// What a project says about a target beyond its settings: the targets it
/// embeds in its bundle and the source files it compiles. Both project
/// models conform (`PBXProjectModel+Targets`, `XcodeGenModel+Targets`).
protocol TargetGraph: ProjectModel {
  /// The app extensions `target` embeds, in the project's order.
  func embeddedTargets(of target: TargetInfo) -> [TargetInfo]
  /// The files and folders `target` compiles.
  func sources(of target: TargetInfo) -> SourceFiles
}

/// Product types of targets an app embeds as extensions.
enum ExtensionTypes {
  /// Whether `type` (pbxproj's `productType`, XcodeGen's `type`) is an app
  /// extension: `com.apple.product-type.app-extension` and its variants
  /// (`….messages`), ExtensionKit extensions, XcodeGen's `app-extension`
  /// and `extensionkit-extension`. Sticker packs, which hold no code, count
  /// too: they ship in the bundle.
  static func isExtension(_ type: String) -> Bool {
    type.hasPrefix("com.apple.product-type.app-extension")
      || type == "com.apple.product-type.extensionkit-extension"
      || type.hasPrefix("app-extension") || type == "extensionkit-extension"
  }

  /// Source files the scan reads, by extension.
  static func isSource(_ path: String) -> Bool {
    let lower = path.lowercased()
    return [".swift", ".m", ".mm", ".h"].contains { lower.hasSuffix($0) }
  }
}
