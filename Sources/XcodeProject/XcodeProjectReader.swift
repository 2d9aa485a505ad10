import Diagnostics
import ProjectFiles

/// Which project, target and configuration to read.
public struct ProjectSelection: Sendable, Equatable {
  /// An `.xcodeproj` folder (or its `project.pbxproj`), or an XcodeGen
  /// `project.yml`.
  public var path: String
  /// The target's name; nil: the project's one iOS application target.
  public var target: String?
  /// The build configuration; nil: Release (else the project's default).
  public var configuration: String?

  public init(path: String, target: String? = nil, configuration: String? = nil) {
    self.path = path
    self.target = target
    self.configuration = configuration
  }
}

/// An app target read the way Xcode builds it: its Info.plist merged
/// with the keys its build settings generate, every value expanded, and
/// its localizations and privacy manifest found through its resources.
public struct ImportedProject: Sendable {
  /// What kind of project file it was read from.
  public enum Kind: String, Sendable { case xcodeproj, xcodegen }

  public var kind: Kind
  /// The file read: `App.xcodeproj/project.pbxproj` or `project.yml`.
  public var projectFile: String
  public var target: String
  public var configuration: String
  /// The merged Info.plist (its `keyLocations` say where each key from a
  /// build setting is, `keySources` which setting), the localizations
  /// and the privacy manifest, ready for import and the audit's `project`.
  public var project: AppProject
  /// The target's Info.plist file, when it has one.
  public var infoPlistFile: String?
  /// The resolved build settings.
  public var settings: ResolvedSettings
  /// Keys the file and a build setting give with different texts (the
  /// setting's text is the one built).
  public var conflicts: [InfoPlistConflict]
  /// Problems that don't stop the import, each at its position: missing
  /// optional files, undefined `$(VAR)`s, the conflicts above.
  public var warnings: [Diagnostic]

  /// The deployment target, `IPHONEOS_DEPLOYMENT_TARGET`, when set.
  public var minimumOS: String? {
    settings.value("IPHONEOS_DEPLOYMENT_TARGET").flatMap { $0.isEmpty ? nil : $0 }
  }
}

/// Reads Xcode projects and XcodeGen specs (see ``ImportedProject``).
public enum XcodeProjectReader {
  /// Reads the selected target. Throws every problem at its position: a
  /// malformed project file, an include loop, no iOS application target,
  /// several (choose with `--target`), an unknown target or configuration,
  /// an Info.plist that is missing or broken.
  public static func read(_ selection: ProjectSelection) throws(DiagnosticsError) -> ImportedProject
  {
    var warnings: [Diagnostic] = []
    let (model, kind) = try self.model(selection.path, warnings: &warnings)
    let target = try TargetChoice.target(in: model, named: selection.target, warnings: &warnings)
    let configuration = try TargetChoice.configuration(
      of: target, in: model, named: selection.configuration)
    let build = try model.build(of: target, configuration: configuration, warnings: &warnings)
    var settings = resolved(build, target: target, configuration: configuration, model: model)
    // Each warning so far is a spec or configuration file left out.
    settings.incomplete = !warnings.isEmpty
    let generate = settings.value("GENERATE_INFOPLIST_FILE")?.uppercased() == "YES"
    var issues: [ProjectFileIssue] = []
    let plistFile = try infoPlist(
      settings: settings, build: build, generate: generate, kind: kind, model: model,
      issues: &issues)
    let plist = try plistFile.map { path throws(DiagnosticsError) in
      try InfoPlistReader.read(path: path)
    }
    let merge = InfoPlistMerge.merge(
      file: plist, properties: build.infoProperties, propertyLocations: build.infoPropertyLocations,
      settings: settings, generate: generate)
    var project = AppProject(
      infoPlist: builtInfoPlist(file: plist, merge: merge, settings: settings, model: model))
    project.readIssues = issues
    try readResources(of: build, into: &project, model: model, warnings: &warnings)
    try readTargets(
      app: target, settings: settings, configuration: configuration, model: model,
      into: &project, warnings: &warnings)
    project.sdks = try SDKInventoryReader.read(
      target: target, configuration: configuration, model: model)
    project.readIssues += merge.conflicts.map {
      ProjectFileIssue(
        kind: .settingReplacesText, subject: $0.key, detail: $0.setting, location: $0.fileLocation,
        otherLocation: $0.settingLocation)
    }
    warnings += conflictWarnings(merge.conflicts)
    warnings += merge.warnings
    return ImportedProject(
      kind: kind, projectFile: model.file, target: target.name, configuration: configuration,
      project: project, infoPlistFile: plistFile, settings: settings, conflicts: merge.conflicts,
      warnings: warnings)
  }

  /// The Info.plist as built: the merged entries, and the deployment
  /// target as `MinimumOSVersion` when the file doesn't give it.
  static func builtInfoPlist(
    file plist: InfoPlist?, merge: InfoPlistMerge.Result, settings: ResolvedSettings,
    model: any ProjectModel
  ) -> InfoPlist {
    var entries = merge.entries
    var locations = merge.locations
    var sources = merge.sources
    // Xcode writes the deployment target into the built Info.plist.
    if entries["MinimumOSVersion"] == nil,
      let minimum = settings.value("IPHONEOS_DEPLOYMENT_TARGET"),
      !minimum.isEmpty
    {
      entries["MinimumOSVersion"] = .string(minimum)
      locations["MinimumOSVersion"] = settings.location(of: "IPHONEOS_DEPLOYMENT_TARGET")
      sources["MinimumOSVersion"] = "IPHONEOS_DEPLOYMENT_TARGET"
    }
    let document =
      plist?.document
      ?? PropertyListDocument(file: model.file, root: .dictionary([:]), format: .openStep)
    var info = InfoPlist(
      document: document, entries: entries, preprocessed: plist?.preprocessed ?? false,
      keyLocations: locations)
    info.keySources = sources
    return info
  }

  /// Reads the localizations and the privacy manifest among the target's
  /// resources into `project`, and the locales the target ships; a file
  /// the project names in another letter case than the disk is read, with
  /// a warning. Throws every problem with them.
  private static func readResources(
    of build: TargetBuild, into project: inout AppProject, model: any ProjectModel,
    warnings: inout [Diagnostic]
  ) throws(DiagnosticsError) {
    var problems: [Diagnostic] = []
    let resources = build.resources.map(ResourceNames.followingStoredLink)
    let strings = resources.filter(ResourceNames.isStrings)
    let catalog = resources.first(where: ResourceNames.isCatalog)
    if !strings.isEmpty || catalog != nil {
      do {
        project.strings = try ProjectStringsReader.read(
          folder: strings.first.map(ProjectFileSystem.directory) ?? model.sourceRoot,
          stringsFiles: strings, catalog: catalog)
      } catch { problems += error.diagnostics }
    }
    if let listed = resources.first(where: ResourceNames.isManifest) {
      let manifest = ProjectFileIssue.resolvingCase(
        listed, named: "PrivacyInfo.xcprivacy", into: &project.readIssues)
      do { project.privacyManifest = try PrivacyManifestReader.read(path: manifest) } catch {
        problems += error.diagnostics
      }
    }
    guard problems.isEmpty else { throw DiagnosticsError(problems) }
    project.otherLocales = ProjectLocales.locales(
      resources: resources, knownRegions: model.knownRegions, skipping: catalog,
      warnings: &warnings)
    warnings += project.readIssues.filter { $0.kind == .fileNameCase }.map(\.warning)
    warnings += (project.strings?.nameMismatches ?? []).map(\.warning)
  }

  /// Two warnings for each conflict: one at the build setting, one at the
  /// Info.plist key.
  private static func conflictWarnings(_ conflicts: [InfoPlistConflict]) -> [Diagnostic] {
    var warnings: [Diagnostic] = []
    for conflict in conflicts {
      warnings.append(
        Diagnostic(
          .warning, at: conflict.settingLocation,
          "\(conflict.key) is also in the Info.plist (\(conflict.fileLocation)) with other text;"
            + " \(conflict.setting) wins, as Xcode merges the build setting over the file"))
      warnings.append(
        Diagnostic(
          .warning, at: conflict.fileLocation,
          "\(conflict.key) is also set by \(conflict.setting) (\(conflict.settingLocation)) with"
            + " other text; this text is replaced in the built app"))
    }
    return warnings
  }

  /// The model of the file at `path`: an `.xcodeproj` (or its
  /// `project.pbxproj`), a `.yml` / `.yaml` spec, or a folder holding
  /// `project.yml` or one `.xcodeproj`.
  private static func model(_ path: String, warnings: inout [Diagnostic]) throws(DiagnosticsError)
    -> (any ProjectModel, ImportedProject.Kind)
  {
    let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    if trimmed.hasSuffix(".xcodeproj") || trimmed.hasSuffix("project.pbxproj") {
      return (try PBXProjectModel(path: trimmed), .xcodeproj)
    }
    if trimmed.hasSuffix(".yml") || trimmed.hasSuffix(".yaml") {
      return (try XcodeGenModel(path: trimmed, warnings: &warnings), .xcodegen)
    }
    if ProjectFileSystem.isDirectory(trimmed) {
      let spec = ProjectFileSystem.join(trimmed, "project.yml")
      if ProjectFileSystem.exists(spec) {
        return (try XcodeGenModel(path: spec, warnings: &warnings), .xcodegen)
      }
      let bundles = ProjectFileSystem.names(in: trimmed).filter { $0.hasSuffix(".xcodeproj") }
      if bundles.count == 1 {
        return (try PBXProjectModel(path: ProjectFileSystem.join(trimmed, bundles[0])), .xcodeproj)
      }
      throw DiagnosticsError([
        .error(
          at: .file(trimmed),
          bundles.isEmpty
            ? "no project.yml or .xcodeproj in this folder; give --project the .xcodeproj or project.yml"
            : "several .xcodeproj folders here (\(bundles.joined(separator: ", "))); give --project one of them"
        )
      ])
    }
    throw DiagnosticsError([
      .error(
        at: .file(trimmed),
        ProjectFileSystem.exists(trimmed)
          ? "not an Xcode project: expected an .xcodeproj folder or an XcodeGen project.yml"
          : "no such project")
    ])
  }

  /// The settings with Xcode's defaults under them.
  static func resolved(
    _ build: TargetBuild, target: TargetInfo, configuration: String, model: any ProjectModel
  ) -> ResolvedSettings {
    let root = model.sourceRoot.isEmpty ? "." : model.sourceRoot
    let defaults: [String: String] = [
      "SRCROOT": root, "PROJECT_DIR": root, "SOURCE_ROOT": root, "PROJECT_NAME": model.projectName,
      "TARGET_NAME": target.name, "TARGETNAME": target.name, "CONFIGURATION": configuration,
      "PLATFORM_NAME": "iphoneos", "EFFECTIVE_PLATFORM_NAME": "-iphoneos",
      "PRODUCT_NAME": "$(TARGET_NAME)", "EXECUTABLE_NAME": "$(PRODUCT_NAME)",
      "PRODUCT_MODULE_NAME": "$(PRODUCT_NAME:c99extidentifier)",
      "DEVELOPMENT_LANGUAGE": model.developmentRegion ?? "en",
      "PRODUCT_BUNDLE_PACKAGE_TYPE": "APPL", "INFOPLIST_EXPAND_BUILD_SETTINGS": "YES",
      "PROJECT_FILE_PATH": model.file,
    ]
    return ResolvedSettings(
      levels: build.levels, context: BuildContext(configuration: configuration), defaults: defaults)
  }

  /// The Info.plist file the target builds from, checked to exist; nil when
  /// it is generated from settings (or, for XcodeGen, from `info.properties`).
  static func infoPlist(
    settings: ResolvedSettings, build: TargetBuild, generate: Bool, kind: ImportedProject.Kind,
    model: any ProjectModel, issues: inout [ProjectFileIssue]
  ) throws(DiagnosticsError) -> String? {
    guard let value = settings.value("INFOPLIST_FILE"), !value.isEmpty else {
      guard generate || !build.infoProperties.isEmpty else {
        throw DiagnosticsError([
          .error(
            at: build.location,
            "the target has no Info.plist: INFOPLIST_FILE is not set and GENERATE_INFOPLIST_FILE"
              + " is not YES; set one of them")
        ])
      }
      return nil
    }
    let path = ProjectFileSystem.join(model.sourceRoot.isEmpty ? "." : model.sourceRoot, value)
    if ProjectFileSystem.exists(path) { return path }
    if ProjectFileSystem.caseVariant(of: path) != nil {
      return ProjectFileIssue.resolvingCase(path, into: &issues)
    }
    // XcodeGen writes info.path from info.properties when it generates.
    if kind == .xcodegen && !build.infoProperties.isEmpty { return nil }
    throw DiagnosticsError([
      .error(
        at: settings.location(of: "INFOPLIST_FILE") ?? build.location,
        "INFOPLIST_FILE is \(value), and there is no such file (\(path))")
    ])
  }
}
