import Diagnostics

/// Which target and configuration of a project to read.
enum TargetChoice {
  /// The iOS application target: the one named, or the only one.
  static func target(in model: any ProjectModel, named name: String?, warnings: inout [Diagnostic])
    throws(DiagnosticsError) -> TargetInfo
  {
    let targets = model.targets
    let at = model.targetsLocation
    if let name {
      guard let target = targets.first(where: { $0.name == name }) else {
        let suggestion = Suggestion.closest(to: name, in: targets.map(\.name))
        throw DiagnosticsError([
          .error(
            at: at,
            "no target named \(Quoted.quote(name))"
              + (suggestion.map { "; did you mean \(Quoted.quote($0))?" } ?? "")
              + " The targets: \(list(targets.map(\.name)))")
        ])
      }
      guard target.isApplication, try isIOS(target, in: model) else {
        throw DiagnosticsError([
          .error(
            at: target.location,
            "target \(Quoted.quote(name)) is not an iOS application (it is \(target.type)); "
              + "iOS application targets: \(list(try applications(in: model).map(\.name)))")
        ])
      }
      return target
    }
    let apps = try applications(in: model)
    switch apps.count {
    case 1: return apps[0]
    case 0:
      throw DiagnosticsError([
        .error(
          at: at,
          "no iOS application target (an application product type built for iphoneos) in this"
            + " project; its targets: \(list(targets.map { "\($0.name) (\($0.type))" }))")
      ])
    default:
      throw DiagnosticsError([
        .error(
          at: at,
          "\(apps.count) iOS application targets: \(list(apps.map(\.name))); choose one with"
            + " --target NAME")
      ])
    }
  }

  static func applications(in model: any ProjectModel) throws(DiagnosticsError) -> [TargetInfo] {
    var result: [TargetInfo] = []
    for target in model.targets where target.isApplication {
      if try isIOS(target, in: model) { result.append(target) }
    }
    return result
  }

  /// Whether an application target builds for iOS: XcodeGen's `platform`
  /// or `supportedDestinations` name iOS; an Xcode target's `SDKROOT` is
  /// iphoneos or its `SUPPORTED_PLATFORMS` list iphoneos.
  private static func isIOS(_ target: TargetInfo, in model: any ProjectModel)
    throws(DiagnosticsError)
    -> Bool
  {
    if let platforms = target.platforms {
      return platforms.contains { $0.lowercased() == "ios" }
    }
    let (names, defaultName) = model.configurations(of: target)
    guard let configuration = names.contains("Release") ? "Release" : defaultName ?? names.first
    else { return false }
    var ignored: [Diagnostic] = []
    let build = try model.build(of: target, configuration: configuration, warnings: &ignored)
    let settings = ResolvedSettings(
      levels: build.levels, context: BuildContext(configuration: configuration),
      defaults: ["TARGET_NAME": target.name, "CONFIGURATION": configuration])
    if settings.value("SDKROOT")?.hasPrefix("iphoneos") == true { return true }
    return settings.value("SUPPORTED_PLATFORMS")?.split(separator: " ").contains("iphoneos") == true
  }

  /// The configuration named (checked), else Release, else the default.
  static func configuration(of target: TargetInfo, in model: any ProjectModel, named name: String?)
    throws(DiagnosticsError) -> String
  {
    let (names, defaultName) = model.configurations(of: target)
    if let name {
      guard names.contains(name) else {
        let suggestion = Suggestion.closest(to: name, in: names)
        throw DiagnosticsError([
          .error(
            at: target.location,
            "target \(target.name) has no configuration \(Quoted.quote(name))"
              + (suggestion.map { "; did you mean \(Quoted.quote($0))?" } ?? "")
              + " Its configurations: \(list(names))")
        ])
      }
      return name
    }
    if names.contains("Release") { return "Release" }
    guard let fallback = defaultName ?? names.first else {
      throw DiagnosticsError([
        .error(at: target.location, "target \(target.name) has no build configurations")
      ])
    }
    return fallback
  }

  private static func list(_ names: [String]) -> String {
    names.isEmpty ? "none" : names.joined(separator: ", ")
  }
}
