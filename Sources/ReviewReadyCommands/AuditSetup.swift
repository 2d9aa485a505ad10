import ArgumentParsing
import Audit
import Diagnostics
import Foundation

/// What every auditing command loads once per run: the team's
/// configuration (`.reviewready.yml`), the catalog, the built-in packs, the
/// configuration's packs and any `--pack`, with the configuration's rule
/// settings applied.
struct AuditSetup {
  /// The configuration applied, when one was found or given.
  let config: TeamConfig?
  /// Every pack as loaded, before the configuration's rule settings.
  let packs: [RulePack]
  /// The engine, with the rule settings applied (when asked for).
  let engine: AuditEngine

  /// `--pack`, `--config` and `--no-config`, which every auditing command takes.
  static let options: [OptionSpec] = [
    .option(
      "pack", value: "path", help: "A rule pack, or a folder of them, to add.", repeating: true),
    .option(
      "config", value: "file",
      help:
        "The team configuration to use (default: .reviewready.yml here or up to the repository root)."
    ),
    .flag("no-config", help: "Use no team configuration file."),
  ]

  /// Loads everything; `applyingRuleSettings: false` keeps every rule at
  /// its pack's severity (for pack tests).
  static func load(_ arguments: ParsedArguments, applyingRuleSettings: Bool = true)
    throws(DiagnosticsError) -> AuditSetup
  {
    let config = try loadConfig(arguments)
    let folder = BuiltInChecklists.folder()
    let catalog = try BuiltInChecklists.loadCatalog(from: folder)
    let packs = try PackLoader.load(
      PackSource.packs(in: folder) + expand((config?.packs ?? []) + arguments.values("pack")))
    guard let config else {
      return AuditSetup(
        config: nil, packs: packs, engine: AuditEngine(packs: packs, catalog: catalog))
    }
    let unknown = config.unknownRules(in: packs)
    guard unknown.isEmpty else { throw DiagnosticsError(unknown) }
    let engine = AuditEngine(
      packs: applyingRuleSettings ? config.apply(to: packs) : packs, catalog: catalog,
      knownRuleIDs: Set(packs.flatMap(\.rules).map(\.id)),
      configuration: AppliedConfiguration(config))
    return AuditSetup(config: config, packs: packs, engine: engine)
  }

  /// The configuration `--config` names, or the one found from the working
  /// directory, or none (`--no-config`, or no file).
  static func loadConfig(_ arguments: ParsedArguments) throws(DiagnosticsError) -> TeamConfig? {
    let given = arguments.value("config")
    if arguments.has("no-config") {
      guard given == nil else {
        throw DiagnosticsError([
          .error(at: .file(given ?? ""), "--config and --no-config exclude each other")
        ])
      }
      return nil
    }
    if let given, !FileManager.default.fileExists(atPath: given) {
      throw DiagnosticsError([.error(at: .file(given), "no such configuration file")])
    }
    guard let path = given ?? TeamConfigLoader.find(from: FileManager.default.currentDirectoryPath)
    else { return nil }
    return try TeamConfigLoader.load(path: path, formats: ReportFormat.allCases.map(\.rawValue))
  }

  /// Pack paths: files as given, folders as their `*.yaml` files.
  static func expand(_ paths: [String]) -> [PackSource] {
    paths.flatMap { path -> [PackSource] in
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
        isDirectory.boolValue
      else { return [PackSource(path: path)] }
      let folder = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
      return PackSource.packs(in: .disk(folder))
    }
  }

  /// Today's date (UTC, YYYY-MM-DD), or the date of `SOURCE_DATE_EPOCH`
  /// so that runs are reproducible.
  static func today(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
    let date =
      environment["SOURCE_DATE_EPOCH"].flatMap(TimeInterval.init).map(
        Date.init(timeIntervalSince1970:))
      ?? Date()
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd"
    return formatter.string(from: date)
  }
}
