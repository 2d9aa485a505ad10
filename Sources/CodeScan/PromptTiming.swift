/// The one meaning of a prompt's timing, shared by `import` (which writes
/// `requestedAt.moment` from the code) and the `code` pack (which compares
/// the description's moment with the code's): where the code that asks
/// runs decides the moment, not merely how it is triggered.
///
/// - A request in the app or scene delegate, in start-up code, or as the
///   root view (the `WindowGroup`'s content, the window's
///   `rootViewController`) appears is `launch`: the person has opened the
///   app, not a feature.
/// - A request in onboarding (a type, file or folder named `Onboarding`)
///   is `onboarding`, whatever triggers it.
/// - A request made as the screen the person opened for a feature
///   appears, or on their action, is `feature`; so is one in a settings
///   screen (`Settings` in its type or path), which the person opens to
///   change that very thing.
/// - Anything else is `unknown`: the moment stays a question, never a
///   guess.
public enum PromptTiming {
  /// The moment a piece of evidence shows a prompt at.
  public enum Moment: String, Sendable, Codable, CaseIterable {
    case launch, onboarding, feature, unknown

    /// How early the moment is: the earliest of a resource's requests is
    /// the one the person meets first.
    public var earliness: Int {
      switch self {
      case .launch: return 3
      case .onboarding: return 2
      case .feature: return 1
      case .unknown: return 0
      }
    }
  }

  /// The moment of code in `type` (in `file`, relative to the scanned
  /// folder) that runs on `trigger`; `rootTypes` are the app's root views
  /// and controllers the whole scan names (empty when unknown).
  public static func moment(
    trigger: Evidence.Trigger, file: String, type: String?, rootTypes: Set<String>
  ) -> Moment {
    let typeName = type ?? ""
    if names(typeName, file: file, containing: "onboarding") { return .onboarding }
    if trigger == .launch || isAppDelegate(typeName, file: file) { return .launch }
    // A free function is taken to belong to the type its file is named after.
    if trigger == .appear, rootTypes.contains(type ?? fileStem(file)) { return .launch }
    if trigger == .appear || trigger == .action { return .feature }
    if names(typeName, file: file, containing: "settings") { return .feature }
    return .unknown
  }

  /// Whether `type` is the app's or a scene's delegate, by its name or its
  /// file's (`AppDelegate`, `SceneDelegate`, `MyAppDelegate.swift`).
  static func isAppDelegate(_ type: String, file: String) -> Bool {
    let stem = fileStem(file)
    return [type, stem].contains { name in
      name.hasSuffix("AppDelegate") || name.hasSuffix("SceneDelegate")
    }
  }

  /// Whether the type's name, the file's name or one of its folders
  /// contains `word` (lowercase), ignoring case.
  static func names(_ type: String, file: String, containing word: String) -> Bool {
    if type.lowercased().contains(word) { return true }
    return file.split(separator: "/").contains { $0.lowercased().contains(word) }
  }

  /// The file's name without folders and extension.
  static func fileStem(_ file: String) -> String {
    let name = file.split(separator: "/").last.map(String.init) ?? file
    guard let dot = name.lastIndex(of: ".") else { return name }
    return String(name[..<dot])
  }
}
