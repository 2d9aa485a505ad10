import Diagnostics
import ProjectFiles

/// The app target's entitlements and sources, and the extensions it
/// embeds, each read with its own settings, Info.plist, privacy manifest
/// and entitlements.
extension XcodeProjectReader {
  /// Reads what `app` and its embedded targets ship into `project`. A
  /// malformed entitlements file, Info.plist or manifest is an error at its
  /// line; a file the settings name that isn't there, or an extension that
  /// can't be read, is a warning (the rest is still read).
  static func readTargets(
    app: TargetInfo, settings: ResolvedSettings, configuration: String, model: any ProjectModel,
    into project: inout AppProject, warnings: inout [Diagnostic]
  ) throws(DiagnosticsError) {
    project.targetName = app.name
    project.executable = executable(settings, target: app)
    project.entitlements = try entitlements(settings: settings, model: model, warnings: &warnings)
    guard let graph = model as? any TargetGraph else { return }
    project.sources = graph.sources(of: app)
    var problems: [Diagnostic] = []
    for embedded in graph.embeddedTargets(of: app).prefix(maximumExtensions) {
      do {
        project.extensions.append(
          try read(embedded, configuration: configuration, graph: graph, warnings: &warnings))
      } catch { problems += error.diagnostics }
    }
    guard problems.isEmpty else { throw DiagnosticsError(problems) }
  }

  /// At most this many extensions are read (real apps embed under ten).
  static let maximumExtensions = 64

  /// `EXECUTABLE_NAME` as built (Xcode's default: the product name).
  private static func executable(_ settings: ResolvedSettings, target: TargetInfo) -> String {
    guard let name = settings.value("EXECUTABLE_NAME"), !name.isEmpty else { return target.name }
    return name
  }

  /// The file `CODE_SIGN_ENTITLEMENTS` names, read; nil when the setting is
  /// empty, and a warning when the file isn't there.
  static func entitlements(
    settings: ResolvedSettings, model: any ProjectModel, warnings: inout [Diagnostic]
  ) throws(DiagnosticsError) -> Entitlements? {
    guard let value = settings.value("CODE_SIGN_ENTITLEMENTS"), !value.isEmpty else { return nil }
    let path = ProjectFileSystem.join(model.sourceRoot.isEmpty ? "." : model.sourceRoot, value)
    guard ProjectFileSystem.exists(path) || ProjectFileSystem.caseVariant(of: path) != nil else {
      warnings.append(
        Diagnostic(
          .warning, at: settings.location(of: "CODE_SIGN_ENTITLEMENTS") ?? .file(model.file),
          "CODE_SIGN_ENTITLEMENTS is \(value), and there is no such file (\(path));"
            + " the target's entitlements are left out"))
      return nil
    }
    var issues: [ProjectFileIssue] = []
    return try EntitlementsReader.read(path: ProjectFileIssue.resolvingCase(path, into: &issues))
  }

  /// One embedded target, read with `configuration` when it has it (else
  /// its default).
  private static func read(
    _ target: TargetInfo, configuration wanted: String, graph: any TargetGraph,
    warnings: inout [Diagnostic]
  ) throws(DiagnosticsError) -> EmbeddedTarget {
    let (names, defaultName) = graph.configurations(of: target)
    let configuration =
      names.contains(wanted) ? wanted : (defaultName ?? names.last ?? wanted)
    let build = try graph.build(of: target, configuration: configuration, warnings: &warnings)
    let settings = resolved(build, target: target, configuration: configuration, model: graph)
    var embedded = EmbeddedTarget(
      name: target.name, productType: target.type, executable: executable(settings, target: target),
      location: target.location, sources: graph.sources(of: target))
    embedded.infoPlist = try extensionInfoPlist(
      settings: settings, build: build, graph: graph, warnings: &warnings)
    let resources = build.resources.map(ResourceNames.followingStoredLink)
    if let manifest = resources.first(where: ResourceNames.isManifest) {
      embedded.privacyManifest = try PrivacyManifestReader.read(path: manifest)
    }
    embedded.entitlements = try entitlements(
      settings: settings, model: graph, warnings: &warnings)
    return embedded
  }

  /// The extension's Info.plist merged with its settings; nil, with a
  /// warning, when it has none that can be found.
  private static func extensionInfoPlist(
    settings: ResolvedSettings, build: TargetBuild, graph: any TargetGraph,
    warnings: inout [Diagnostic]
  ) throws(DiagnosticsError) -> InfoPlist? {
    let generate = settings.value("GENERATE_INFOPLIST_FILE")?.uppercased() == "YES"
    var issues: [ProjectFileIssue] = []
    let kind: ImportedProject.Kind = graph is XcodeGenModel ? .xcodegen : .xcodeproj
    let file: String?
    do {
      file = try infoPlist(
        settings: settings, build: build, generate: generate, kind: kind, model: graph,
        issues: &issues)
    } catch {
      warnings += error.diagnostics.map { Diagnostic(.warning, at: $0.location, $0.message) }
      return nil
    }
    let plist = try file.map { path throws(DiagnosticsError) in
      try InfoPlistReader.read(path: path)
    }
    let merge = InfoPlistMerge.merge(
      file: plist, properties: build.infoProperties, propertyLocations: build.infoPropertyLocations,
      settings: settings, generate: generate)
    return builtInfoPlist(file: plist, merge: merge, settings: settings, model: graph)
  }
}
