import Foundation

/// Generates app descriptions for benchmarks and stress tests: a portfolio of
/// made-up apps, each with many features, their permissions, purpose strings
/// in three locales and privacy labels. Some apps carry the mistakes the packs
/// look for (vague purpose strings, an undeclared label, a prompt at launch)
/// so that the audit has findings to report, as real portfolios do.
/// The output is deterministic: the same parameters give the same bytes.
public struct SyntheticPortfolio: Sendable {
  /// How many descriptions.
  public var descriptions: Int
  /// How many features each description has.
  public var features: Int

  public init(descriptions: Int = 500, features: Int = 60) {
    self.descriptions = descriptions
    self.features = features
  }

  /// A resource the generated features use, with the verb they need, the
  /// access its permission asks for and its purpose-string key.
  private struct Use {
    let resource: String
    let verb: String
    let access: String
    let key: String?
    let data: String
  }

  private static let uses: [Use] = [
    Use(
      resource: "photos", verb: "browse", access: "readWrite",
      key: "NSPhotoLibraryUsageDescription",
      data: "photosOrVideos"),
    Use(
      resource: "camera", verb: "capture", access: "capture", key: "NSCameraUsageDescription",
      data: "photosOrVideos"),
    Use(
      resource: "microphone", verb: "record", access: "record", key: "NSMicrophoneUsageDescription",
      data: "audioData"),
    Use(
      resource: "location", verb: "whenInUse", access: "whenInUse",
      key: "NSLocationWhenInUseUsageDescription", data: "preciseLocation"),
    Use(
      resource: "contacts", verb: "read", access: "full", key: "NSContactsUsageDescription",
      data: "contacts"),
    Use(
      resource: "calendars", verb: "read", access: "full",
      key: "NSCalendarsFullAccessUsageDescription", data: "otherUserContent"),
    Use(
      resource: "notifications", verb: "notify", access: "alert", key: nil, data: "userID"),
  ]

  private static let words = [
    "trail", "harbor", "maple", "quartz", "ember", "lumen", "cobalt", "meadow", "orbit", "sable",
    "tundra", "willow", "zephyr", "birch", "cinder", "delta", "fjord", "garnet", "haven", "iris",
  ]

  /// The file name of description `index`.
  public func fileName(_ index: Int) -> String {
    String(format: "app-%04d.reviewready.yaml", index)
  }

  /// Writes every description into `directory`; returns their paths in order.
  @discardableResult
  public func write(into directory: URL) throws -> [String] {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return try (0..<descriptions).map { index in
      let url = directory.appendingPathComponent(fileName(index))
      try Data(description(index).utf8).write(to: url)
      return url.path
    }
  }

  /// The YAML text of description `index`.
  public func description(_ index: Int) -> String {
    let name = "\(Self.words[index % Self.words.count].capitalized) \(index)"
    // Every seventh app has sloppy purpose strings, every fifth forgets a
    // label, every eleventh asks for location at launch.
    let vague = index % 7 == 3
    let forgetsLabel = index % 5 == 2
    let promptsAtLaunch = index % 11 == 4
    let screenCount = max(1, features / 4)
    var y = """
      # Synthetic description \(index) for benchmarks (generated).
      schema: 1

      app:
        name: \(name)
        bundleId: com.example.synthetic.app\(index)
        version: "\(1 + index % 9).\(index % 10)"
        build: "\(1000 + index)"
        minimumOS: "\(15 + index % 3).0"
        developmentRegion: en
        locales: [en, de, fr]
        privacyPolicyURL: https://synthetic\(index).example.com/privacy

      screens:

      """
    for screen in 0..<screenCount {
      y += """
          - id: screen-\(screen)
            name: \(Self.words[(index + screen) % Self.words.count].capitalized) screen \(screen)
            path: Tab \(screen % 5 + 1) > \(Self.words[screen % Self.words.count].capitalized)

        """
      if screen % 6 == 5 { y += "    requiresAccount: true\n" }
    }
    y += "\nfeatures:\n"
    var usedResources: [Int: Int] = [:]  // use index → first feature using it
    var dataTypes: [String] = []
    for feature in 0..<features {
      let word = Self.words[(index * 3 + feature) % Self.words.count]
      y += """
          - id: feature-\(feature)
            name: \(word.capitalized) tool number \(feature) for everyday tasks
            screen: screen-\(feature % screenCount)
            control: \(word.capitalized) button \(feature)
            core: \(feature % 4 == 0)

        """
      if feature % 3 != 2 {
        let useIndex = (feature / 3 + index) % Self.uses.count
        let use = Self.uses[useIndex]
        if usedResources[useIndex] == nil { usedResources[useIndex] = feature }
        y += "    needs:\n      \(use.resource): \(use.verb)\n"
        if feature % 2 == 0 {
          y += """
                data:
                  - type: \(use.data)
                    destination: developerServer
                    linkedToUser: true
                    purposes: [appFunctionality]

            """
          if !dataTypes.contains(use.data) { dataTypes.append(use.data) }
        }
      }
    }
    y += "\npermissions:\n"
    for (useIndex, feature) in usedResources.sorted(by: { $0.key < $1.key }) {
      let use = Self.uses[useIndex]
      let atLaunch = promptsAtLaunch && use.resource == "location"
      y += """
          - id: \(use.resource)-access
            resource: \(use.resource)
            access: \(use.access)
            requestedAt:
              screen: \(atLaunch ? "screen-0" : "screen-\(feature % screenCount)")
              moment: \(atLaunch ? "launch" : "feature")

        """
      if !atLaunch { y += "      feature: feature-\(feature)\n" }
      y += """
            primer:
              text: >-
                \(name) asks for \(use.resource) only when you open the feature that needs it,
                and explains first what it is for.
              buttons: [Continue]
            handles:
              denied: settingsLink
              restricted: explains

        """
      if ["photos", "contacts"].contains(use.resource) {
        y += "      limited: manageSelection\n"
      }
    }
    y += "\npurposeStrings:\n"
    for (useIndex, _) in usedResources.sorted(by: { $0.key < $1.key }) {
      let use = Self.uses[useIndex]
      guard let key = use.key else { continue }
      if vague {
        y += """
            \(key):
              en: We need access to improve your experience.
              de: Wir brauchen Zugriff, um dein Erlebnis zu verbessern.
              fr: Nous avons besoin d’un accès pour améliorer votre expérience.

          """
      } else {
        y += """
            \(key):
              en: \(name) uses \(use.resource) when you tap the \(use.verb) button, so you can keep your \(Self.words[useIndex]) entries together; nothing is shared without asking.
              de: \(name) verwendet \(use.resource), wenn du auf die Schaltfläche tippst, damit deine Einträge zusammenbleiben; nichts wird ungefragt geteilt.
              fr: \(name) utilise \(use.resource) lorsque vous touchez le bouton, pour garder vos entrées ensemble ; rien n’est partagé sans votre accord.

          """
      }
    }
    y += """

      privacyLabels:
        collectsData: \(!dataTypes.isEmpty)
        data:\(dataTypes.isEmpty ? " []" : "")

      """
    for (position, type) in dataTypes.enumerated() where !(forgetsLabel && position == 0) {
      y += """
          - type: \(type)
            linkedToUser: true
            usedForTracking: false
            purposes: [appFunctionality]

        """
    }
    y += """

      review:
        contact:
          name: Reviewer Contact \(index)
          email: review\(index)@example.com
        notes: |
          Every feature is reachable from the tab bar without an account.
          Permissions are requested when the feature that needs them opens.

      """
    return y
  }
}
