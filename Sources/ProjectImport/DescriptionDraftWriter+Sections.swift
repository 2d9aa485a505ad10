import AppModel
import YAML

/// The sections after `app`: screens, features and permissions (one each
/// per inferred permission), purpose strings and privacy labels.
extension DescriptionDraftWriter {
  static func screensAndFeatures(
    _ permissions: [InferredPermission], into out: inout YAMLDocumentWriter
  ) {
    let todo = DescriptionDraft.todo
    out.comment("The places a reviewer can reach. TODO: name each screen as the app shows it.")
    out.key("screens", indent: 0)
    if permissions.isEmpty {
      out.item("id", "main", indent: 2)
      out.field("name", "\(todo): the first screen", indent: 4)
      out.field("path", "\(todo): how a reviewer gets there", indent: 4)
    }
    for item in permissions {
      out.item("id", "\(item.id)-screen", indent: 2)
      out.field(
        "name", "\(todo): the screen where the app asks for \(access(item, in: permissions))",
        indent: 4)
      out.field("path", "\(todo): how a reviewer gets there", indent: 4)
    }
    out.blank()
    out.comment(
      "What the app does with each resource. TODO: describe the real features; the import only"
        + " knows that some feature uses it.")
    if permissions.isEmpty {
      out.field("features", flow: [], indent: 0)
    } else {
      out.key("features", indent: 0)
    }
    for item in permissions {
      out.item("id", "\(item.id)-feature", indent: 2)
      out.field(
        "name", "\(todo): what the app does with \(access(item, in: permissions))", indent: 4)
      out.field("screen", "\(item.id)-screen", indent: 4)
      out.field("control", "\(todo): the button or gesture that starts it", indent: 4)
      out.key("needs", indent: 4)
      out.field(
        item.resource.rawValue, item.verb, indent: 6,
        note: "the least it needs: \(item.resource.needVerbs.joined(separator: ", "))")
      out.field(
        "data", todo, indent: 4,
        note: "what it sends off the device (type, destination, purposes), or []")
    }
  }

  /// "Photo library access", and with the level when the resource has two
  /// prompts: "Photo library access (addOnly)".
  private static func access(_ item: InferredPermission, in all: [InferredPermission]) -> String {
    all.filter { $0.resource == item.resource }.count > 1
      ? "\(item.name) access (\(item.access))" : "\(item.name) access"
  }

  static func permissions(_ permissions: [InferredPermission], into out: inout YAMLDocumentWriter) {
    out.comment(
      "The prompts the app shows, one per prompt its purpose strings imply:"
        + " when each appears, and how the app handles a refusal, are for the team to say.")
    if permissions.isEmpty {
      out.field("permissions", flow: [], indent: 0)
    } else {
      out.key("permissions", indent: 0)
    }
    for item in permissions {
      out.item("id", item.id, indent: 2)
      out.field("resource", item.resource.rawValue, indent: 4)
      out.field(
        "access", item.access, indent: 4,
        note:
          "from \(item.keys.joined(separator: ", ")); levels: \(item.levels.joined(separator: ", "))"
      )
      out.key("requestedAt", indent: 4)
      out.field("screen", "\(item.id)-screen", indent: 6)
      out.field(
        "moment", DescriptionDraft.todo, indent: 6,
        note: "when it appears: launch, onboarding, feature or background")
      out.field("feature", "\(item.id)-feature", indent: 6)
      let states =
        item.resource.hasLimitedAccess ? "limited, denied, restricted" : "denied, restricted"
      out.field(
        "handles", DescriptionDraft.todo, indent: 4,
        note:
          "what the app does when access is \(states), e.g. { denied: settingsLink, restricted: explains }"
      )
    }
  }

  static func purposeStrings(_ purposes: [DraftPurposeString], into out: inout YAMLDocumentWriter) {
    out.comment(
      """
      Every usage description, in every locale, as the project ships it: the locale's
      InfoPlist.strings, else the String Catalog, else (for the development region) the
      Info.plist. x-infoPlist keeps the Info.plist's own text where a localization overrides
      it, x-Base the Base.lproj text; x- keys the description format doesn't know are kept
      as they are.
      """)
    guard !purposes.isEmpty else {
      out.comment(
        "The project declares no purpose string at all (no NS…UsageDescription key in the"
          + " Info.plist, its build settings or its localizations).")
      out.emptyMapping("purposeStrings", indent: 0)
      return
    }
    out.key("purposeStrings", indent: 0)
    for purpose in purposes {
      for note in purpose.notes { out.comment(note, indent: 2) }
      out.key(purpose.key, indent: 2)
      for text in purpose.texts {
        out.field(
          text.locale, text.text, indent: 4, note: text.state.map { "catalog state: \($0)" })
      }
      if let text = purpose.infoPlistText { out.field("x-infoPlist", text, indent: 4) }
      if let text = purpose.baseText { out.field("x-Base", text, indent: 4) }
      if purpose.texts.isEmpty && purpose.infoPlistText == nil && purpose.baseText == nil {
        out.line("    {}")
      }
    }
  }

  static func privacyLabels(_ labels: DraftPrivacyLabels?, into out: inout YAMLDocumentWriter) {
    guard let labels else {
      out.field(
        "privacyLabels", DescriptionDraft.todo, indent: 0,
        note: "App Store Connect › App Privacy; no privacy manifest was read")
      out.comment(
        """
        The answer looks like:
        privacyLabels:
          collectsData: true
          data:
            - type: emailAddress
              linkedToUser: true
              usedForTracking: false
              purposes: [appFunctionality]
        """)
      return
    }
    out.comment(
      "What the privacy manifest says the app collects (App Store Connect › App Privacy).")
    out.key("privacyLabels", indent: 0)
    out.field("collectsData", !labels.data.isEmpty, indent: 2)
    for name in labels.unknownIdentifiers {
      out.comment("\(name) in the manifest is not an identifier Apple defines; left out", indent: 2)
    }
    guard !labels.data.isEmpty else { return }
    out.key("data", indent: 2)
    for label in labels.data {
      out.item("type", label.type, indent: 4)
      out.field("linkedToUser", label.linkedToUser, indent: 6)
      out.field("usedForTracking", label.usedForTracking, indent: 6)
      out.field("purposes", flow: label.purposes, indent: 6)
    }
  }
}
