import AppModel
import Audit
import ProjectFiles
import YAML

/// The description `reviewready import` writes from a project's files: the
/// Info.plist's facts, every purpose string in every locale, a permission
/// per resource the keys imply, privacy labels from the manifest, and TODO
/// placeholders (valid values, which the `project` pack reports) for what
/// only the team knows. The text is deterministic: the same files give the
/// same bytes.
struct DescriptionScaffold {
  let project: AppProject
  let catalog: Catalog
  /// How the description names each file: relative to its own folder.
  let infoPlistPath: String
  /// Only when the localizations are not in the Info.plist's folder.
  let stringsPath: String?
  let manifestPath: String?

  /// Placeholders start with this; `project.todo-*` rules look for it.
  static let todo = "TODO"

  func render() -> String {
    var out = YAMLLines()
    let plist = project.infoPlist
    let (region, regionNote) = developmentRegion()
    let purposes = project.purposeStrings(developmentRegion: region)
    let describable = Set(UsageDescriptionKeys.all)
    let locales = [region] + Set(project.locales.map(\.locale)).subtracting([region]).sorted()

    out.comment(
      """
      Imported by `reviewready import` from \(infoPlistPath)\(stringsPath.map { ", \($0)" } ?? "")\
      \(manifestPath.map { " and \($0)" } ?? "").
      What the files say is filled in: the app's identity, every purpose string in every
      locale, a permission per resource the keys imply, the privacy labels the manifest
      implies. What only the team knows is marked TODO, and `reviewready audit` reports
      each TODO (project.todo-*) until it is replaced. Because app.infoPlist points at the
      real files, the audit also checks that this description keeps telling their truth.
      """)
    out.line("schema: 1")
    out.blank()

    out.line("app:")
    appFields(plist, region: region, regionNote: regionNote, locales: locales, into: &out)

    let resources = impliedResources(purposes.map(\.key).filter(describable.contains))
    out.blank()
    screensAndFeatures(resources, into: &out)
    out.blank()
    permissions(resources, into: &out)
    out.blank()
    purposeStrings(purposes, describable: describable, region: region, into: &out)
    out.blank()
    privacyLabels(into: &out)
    out.blank()
    out.comment(
      """
      review:                       # App Review information (TODO)
        demoAccount:                # when features sit behind sign-in
          username: reviewer@example.com
          passwordEnv: REVIEW_DEMO_PASSWORD   # the variable holding it, never the password
        contact: { name: …, email: … }
        notes: |
          What a reviewer needs to know.
      """)
    return out.text
  }

  // MARK: - app

  private func developmentRegion() -> (String, String?) {
    guard let value = project.infoPlist?.string("CFBundleDevelopmentRegion") else {
      return ("en", "TODO: the development language (the Info.plist doesn't say; en assumed)")
    }
    if Self.isLocale(value) { return (value, nil) }
    return ("en", "CFBundleDevelopmentRegion is \(value); en assumed, Xcode's default")
  }

  /// `en`, `pt-BR`, `zh-Hans`, `es-419`: a language code and subtags.
  static func isLocale(_ text: String) -> Bool {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard let language = parts.first, (2...3).contains(language.count),
      language.allSatisfy({ $0.isASCII && $0.isLowercase })
    else { return false }
    return parts.dropFirst().allSatisfy {
      (2...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }
  }

  private func appFields(
    _ plist: InfoPlist?, region: String, regionNote: String?, locales: [String],
    into out: inout YAMLLines
  ) {
    let name = plist?.string("CFBundleDisplayName") ?? plist?.string("CFBundleName")
    out.pair(
      "name", name ?? "\(Self.todo): the app's name", indent: 1,
      note: plist?.string("CFBundleDisplayName") != nil ? "CFBundleDisplayName" : "CFBundleName")
    out.pair(
      "bundleId", plist?.string("CFBundleIdentifier") ?? "\(Self.todo): the bundle identifier",
      indent: 1, note: "CFBundleIdentifier")
    if let version = plist?.string("CFBundleShortVersionString") {
      out.pair("version", version, indent: 1, note: "CFBundleShortVersionString")
    }
    if let build = plist?.string("CFBundleVersion") {
      out.pair("build", build, indent: 1, note: "CFBundleVersion")
    }
    let minimum = plist?.string("MinimumOSVersion") ?? plist?.string("LSMinimumSystemVersion")
    if let minimum, Self.isVersion(minimum) {
      out.pair("minimumOS", minimum, indent: 1, note: "MinimumOSVersion")
    } else {
      out.comment(
        "minimumOS: \"16.0\"   # TODO: the deployment target (IPHONEOS_DEPLOYMENT_TARGET)",
        indent: 1)
    }
    out.pair(
      "developmentRegion", region, indent: 1, note: regionNote ?? "CFBundleDevelopmentRegion")
    out.line(
      "  locales: [\(locales.map { YAMLScalarWriter.scalar($0, in: .flow) }.joined(separator: ", "))]"
        + "   # the development region and every .lproj / String Catalog locale")
    out.comment(
      "privacyPolicyURL: https://…   # TODO: required as soon as the app collects data",
      indent: 1)
    out.pair("infoPlist", infoPlistPath, indent: 1, note: "cross-checked by the project pack")
    if let stringsPath {
      out.pair("infoPlistStrings", stringsPath, indent: 1, note: "*.lproj and InfoPlist.xcstrings")
    }
    if let manifestPath {
      out.pair("privacyManifest", manifestPath, indent: 1)
    }
    if plist?.preprocessed == true {
      out.comment(
        "The Info.plist has #if/#ifdef lines (INFOPLIST_PREPROCESS); it was read with no macro defined.",
        indent: 1)
    }
  }

  static func isVersion(_ text: String) -> Bool {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    return (1...3).contains(parts.count)
      && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }
  }

  // MARK: - resources

  /// A resource the purpose-string keys imply, with the access level they
  /// suggest and the verb a feature would need for it.
  struct ImpliedResource {
    var resource: Resource
    var name: String
    var level: String
    var levels: [String]
    var verb: String
    var keys: [String]
  }

  private func impliedResources(_ keys: [String]) -> [ImpliedResource] {
    var byResource: [String: [String]] = [:]
    for key in keys {
      guard let resource = catalog.keys[key]?.resource, resource != "none" else { continue }
      byResource[resource, default: []].append(key)
    }
    return Resource.allCases.compactMap { resource in
      guard let keys = byResource[resource.rawValue],
        let entry = catalog.resources[resource.rawValue]
      else { return nil }
      let present = Set(keys)
      let complete = entry.levels.reversed().first { level in
        !level.level.keys.isEmpty && level.level.keys.allSatisfy(present.contains)
      }
      let partial = entry.levels.reversed().first { level in
        level.level.keys.contains(where: present.contains)
          || level.level.legacyKeys.contains { present.contains($0.key) }
      }
      var level = (complete ?? partial)?.name ?? resource.accessLevels.last ?? ""
      if !resource.accessLevels.contains(level) { level = resource.accessLevels.last ?? level }
      let verbs = resource.needVerbs
      let verb =
        verbs.first { $0 == level && entry.needs[$0]?.access == level }
        ?? verbs.first { entry.needs[$0]?.access == level } ?? verbs.first ?? ""
      return ImpliedResource(
        resource: resource, name: entry.name, level: level, levels: resource.accessLevels,
        verb: verb, keys: keys.sorted())
    }
  }

  private func screensAndFeatures(_ resources: [ImpliedResource], into out: inout YAMLLines) {
    out.comment("The places a reviewer can reach. TODO: name each screen as the app shows it.")
    out.line("screens:")
    if resources.isEmpty {
      out.line("  - id: main")
      out.pair("name", "\(Self.todo): the first screen", indent: 2)
      out.pair("path", "\(Self.todo): how a reviewer gets there", indent: 2)
    }
    for item in resources {
      out.line("  - id: \(item.resource.rawValue)-screen")
      out.pair(
        "name", "\(Self.todo): the screen where the app asks for \(item.name) access",
        indent: 2)
      out.pair("path", "\(Self.todo): how a reviewer gets there", indent: 2)
    }
    out.blank()
    out.comment(
      "What the app does with each resource. TODO: describe the real features; the import only"
        + " knows that some feature uses it.")
    out.line(resources.isEmpty ? "features: []" : "features:")
    for item in resources {
      out.line("  - id: \(item.resource.rawValue)-feature")
      out.pair("name", "\(Self.todo): what the app does with \(item.name) access", indent: 2)
      out.pair("screen", "\(item.resource.rawValue)-screen", indent: 2)
      out.pair("control", "\(Self.todo): the button or gesture that starts it", indent: 2)
      out.line("    needs:")
      out.pair(
        item.resource.rawValue, item.verb, indent: 3,
        note: "TODO: the least it needs: \(item.resource.needVerbs.joined(separator: ", "))")
    }
  }

  private func permissions(_ resources: [ImpliedResource], into out: inout YAMLLines) {
    out.comment(
      "The prompts the app shows, one per resource its purpose strings imply."
        + " TODO: when and where each appears, and how the app handles a refusal.")
    out.line(resources.isEmpty ? "permissions: []" : "permissions:")
    for item in resources {
      out.line("  - id: \(item.resource.rawValue)")
      out.pair("resource", item.resource.rawValue, indent: 2)
      out.pair(
        "access", item.level, indent: 2,
        note:
          "from \(item.keys.joined(separator: ", ")); levels: \(item.levels.joined(separator: ", "))"
      )
      out.line("    requestedAt:")
      out.pair("screen", "\(item.resource.rawValue)-screen", indent: 3)
      out.pair(
        "moment", "feature", indent: 3, note: "TODO: launch, onboarding, feature or background")
      out.pair("feature", "\(item.resource.rawValue)-feature", indent: 3)
      out.comment(
        "handles: { denied: settingsLink, restricted: explains }   # TODO: what the app does then",
        indent: 2)
    }
  }

  // MARK: - purpose strings

  private func purposeStrings(
    _ purposes: [AppProject.PurposeString], describable: Set<String>, region: String,
    into out: inout YAMLLines
  ) {
    out.comment(
      """
      Every usage description, in every locale, as the project ships it: the locale's
      InfoPlist.strings, else the String Catalog, else (for the development region) the
      Info.plist. x-infoPlist keeps the Info.plist's own text where a localization overrides
      it, x-Base the Base.lproj text; x- keys the description format doesn't know are kept
      as they are.
      """)
    guard !purposes.isEmpty else {
      out.line("purposeStrings: {}")
      return
    }
    out.line("purposeStrings:")
    let known = purposes.filter { describable.contains($0.key) }
    let unknown = purposes.filter { !describable.contains($0.key) }
    for purpose in known { purposeString(purpose, key: purpose.key, region: region, into: &out) }
    for purpose in unknown {
      purposeString(purpose, key: "x-\(purpose.key)", region: region, into: &out)
    }
  }

  private func purposeString(
    _ purpose: AppProject.PurposeString, key: String, region: String, into out: inout YAMLLines
  ) {
    out.line("  \(YAMLScalarWriter.scalar(key)):")
    // The development region first, then the other locales.
    let texts =
      purpose.texts.filter { $0.locale == region } + purpose.texts.filter { $0.locale != region }
    for text in texts {
      out.pair(text.locale, text.text, indent: 2, note: text.state.map { "catalog state: \($0)" })
    }
    let regionText = purpose.texts.first { $0.locale == region }?.text
    if let plistText = purpose.infoPlistText, plistText != regionText {
      out.pair("x-infoPlist", plistText, indent: 2)
    }
    if let base = purpose.baseText, base.text != regionText {
      out.pair("x-Base", base.text, indent: 2)
    }
    if texts.isEmpty && purpose.infoPlistText == nil && purpose.baseText == nil {
      out.line("    {}")
    }
  }

  // MARK: - privacy labels

  private func privacyLabels(into out: inout YAMLLines) {
    guard let manifest = project.privacyManifest else {
      out.comment(
        """
        privacyLabels:                # TODO: App Store Connect › App Privacy
          collectsData: true
          data:
            - type: emailAddress
              linkedToUser: true
              usedForTracking: false
              purposes: [appFunctionality]
        """)
      return
    }
    let types = Dictionary(
      catalog.dataTypes.map { ($0.value.manifest, $0.key) }, uniquingKeysWith: { first, _ in first }
    )
    let purposes = Dictionary(
      catalog.purposes.map { ($0.value.manifest, $0.key) }, uniquingKeysWith: { first, _ in first })
    var order: [String] = []
    var merged: [String: (linked: Bool, tracking: Bool, purposes: Set<String>)] = [:]
    var unknown: [String] = []
    for entry in manifest.collectedDataTypes {
      guard let type = types[entry.type] else {
        unknown.append(entry.type)
        continue
      }
      if merged[type] == nil { order.append(type) }
      var value = merged[type] ?? (false, false, [])
      value.linked = value.linked || entry.linked
      value.tracking = value.tracking || entry.tracking
      value.purposes.formUnion(entry.purposes.compactMap { purposes[$0] })
      merged[type] = value
      unknown += entry.purposes.filter { purposes[$0] == nil }
    }
    out.comment(
      "What the privacy manifest says the app collects (App Store Connect › App Privacy).")
    out.line("privacyLabels:")
    out.pair("collectsData", order.isEmpty ? "false" : "true", indent: 1, raw: true)
    for name in Set(unknown).sorted() {
      out.comment("\(name) in the manifest is not an identifier Apple defines; left out", indent: 1)
    }
    guard !order.isEmpty else { return }
    out.line("  data:")
    for type in order {
      guard let value = merged[type] else { continue }
      out.line("    - type: \(type)")
      out.pair("linkedToUser", value.linked ? "true" : "false", indent: 3, raw: true)
      out.pair("usedForTracking", value.tracking ? "true" : "false", indent: 3, raw: true)
      let list = DataPurpose.allCases.map(\.rawValue).filter(value.purposes.contains)
      out.line("      purposes: [\(list.joined(separator: ", "))]")
    }
  }
}

/// Lines of YAML with comments, indented by two spaces a level.
struct YAMLLines {
  private(set) var lines: [String] = []

  var text: String { lines.joined(separator: "\n") + "\n" }

  mutating func line(_ text: String) { lines.append(text) }

  mutating func blank() { lines.append("") }

  /// One `# ` line per line of `text`.
  mutating func comment(_ text: String, indent: Int = 0) {
    let prefix = String(repeating: "  ", count: indent)
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lines.append(prefix + (line.isEmpty ? "#" : "# \(line)"))
    }
  }

  /// `key: value`, the value quoted as needed (`raw` writes it as given),
  /// with an optional trailing comment.
  mutating func pair(
    _ key: String, _ value: String, indent: Int, note: String? = nil, raw: Bool = false
  ) {
    let prefix = String(repeating: "  ", count: indent)
    let scalar = raw ? value : YAMLScalarWriter.scalar(value)
    lines.append(
      "\(prefix)\(YAMLScalarWriter.scalar(key)): \(scalar)" + (note.map { "   # \($0)" } ?? ""))
  }
}
