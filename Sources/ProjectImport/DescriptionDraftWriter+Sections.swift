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
      out.item("id", "\(item.resource.rawValue)-screen", indent: 2)
      out.field(
        "name", "\(todo): the screen where the app asks for \(item.name) access", indent: 4)
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
      out.item("id", "\(item.resource.rawValue)-feature", indent: 2)
      out.field("name", "\(todo): what the app does with \(item.name) access", indent: 4)
      out.field("screen", "\(item.resource.rawValue)-screen", indent: 4)
      out.field("control", "\(todo): the button or gesture that starts it", indent: 4)
      out.key("needs", indent: 4)
      out.field(
        item.resource.rawValue, item.verb, indent: 6,
        note: "TODO: the least it needs: \(item.resource.needVerbs.joined(separator: ", "))")
    }
  }

  static func permissions(_ permissions: [InferredPermission], into out: inout YAMLDocumentWriter) {
    out.comment(
      "The prompts the app shows, one per resource its purpose strings imply."
        + " TODO: when and where each appears, and how the app handles a refusal.")
    if permissions.isEmpty {
      out.field("permissions", flow: [], indent: 0)
    } else {
      out.key("permissions", indent: 0)
    }
    for item in permissions {
      out.item("id", item.resource.rawValue, indent: 2)
      out.field("resource", item.resource.rawValue, indent: 4)
      out.field(
        "access", item.access, indent: 4,
        note:
          "from \(item.keys.joined(separator: ", ")); levels: \(item.levels.joined(separator: ", "))"
      )
      out.key("requestedAt", indent: 4)
      out.field("screen", "\(item.resource.rawValue)-screen", indent: 6)
      out.field(
        "moment", "feature", indent: 6, note: "TODO: launch, onboarding, feature or background")
      out.field("feature", "\(item.resource.rawValue)-feature", indent: 6)
      out.comment(
        "handles: { denied: settingsLink, restricted: explains }   # TODO: what the app does then",
        indent: 4)
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
