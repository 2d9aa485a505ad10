import AppModel
import Catalog
import CodeScan
import Diagnostics
import YAML

/// The sections after `app`: screens, features and permissions (one each
/// per inferred permission), purpose strings and privacy labels.
extension DescriptionDraftWriter {
  static func screensAndFeatures(
    _ permissions: [InferredPermission], pickers: [DraftPicker] = [],
    into out: inout YAMLDocumentWriter
  ) {
    out.comment("The places a reviewer can reach (name and path: see the list at the end).")
    out.key("screens", indent: 0)
    if permissions.isEmpty && pickers.isEmpty { out.item("id", "main", indent: 2) }
    for item in permissions { out.item("id", "\(item.id)-screen", indent: 2) }
    for picker in pickers { out.item("id", "\(picker.resource)-picker-screen", indent: 2) }
    out.blank()
    out.comment(
      """
      What the app does with each resource: the import only knows that some feature uses it.
      Their data is app.data unless a feature lists its own.
      """)
    if permissions.isEmpty && pickers.isEmpty {
      out.field("features", flow: [], indent: 0)
    } else {
      out.key("features", indent: 0)
    }
    for item in permissions {
      out.item("id", "\(item.id)-feature", indent: 2)
      out.field("screen", "\(item.id)-screen", indent: 4)
      out.key("needs", indent: 4)
      out.field(
        item.resource.rawValue, item.verb, indent: 6,
        note: "the least it needs: \(item.resource.needVerbs.joined(separator: ", "))")
    }
    pickerFeatures(pickers, into: &out)
  }

  /// A feature per system picker the code shows, which needs no permission.
  private static func pickerFeatures(
    _ pickers: [DraftPicker], into out: inout YAMLDocumentWriter
  ) {
    for picker in pickers {
      let resource = picker.resource.rawValue
      out.item("id", "\(resource)-picker-feature", indent: 2)
      evidence(picker.evidence, into: &out, indent: 4)
      out.field("screen", "\(resource)-picker-screen", indent: 4)
      out.key("needs", indent: 4)
      out.field(resource, picker.verb, indent: 6, note: "a system picker: no permission")
    }
  }

  /// The most evidence lines written above one value.
  static let evidenceLines = 5

  /// `# evidence: File.swift:12 — API in Type.function() (on appear; handles limited)`,
  /// one per piece of evidence (at most `evidenceLines`, then a count).
  static func evidence(_ evidence: [Evidence], into out: inout YAMLDocumentWriter, indent: Int) {
    for item in evidence.prefix(evidenceLines) {
      let place = [item.type, item.function].compactMap { $0 }.joined(separator: ".")
      var details = [item.trigger == .unknown ? "when: unknown" : "on \(item.trigger.rawValue)"]
      if !item.handles.isEmpty { details.append("handles " + item.handles.joined(separator: ", ")) }
      if let availability = item.availability { details.append(availability) }
      if item.kind == .host {
        details.append(
          item.api == "WKWebView"
            ? "if its pages ask, say so with webContent on the feature"
            : "its Save Image needs the key: shareSheet on the feature")
      }
      let text =
        "evidence: \(item.file):\(item.line) — \(item.api) (\(item.level))"
        + (place.isEmpty ? "" : " in \(place)") + " (" + details.joined(separator: "; ") + ")"
      out.comment(TerminalText.escapingControls(text), indent: indent)
    }
    if evidence.count > evidenceLines {
      out.comment("evidence: and \(evidence.count - evidenceLines) more", indent: indent)
    }
  }

  /// "Photo library access", and with the level when the resource has two
  /// prompts: "Photo library access (addOnly)".
  private static func access(_ item: InferredPermission, in all: [InferredPermission]) -> String {
    all.filter { $0.resource == item.resource }.count > 1
      ? "\(item.name) access (\(item.access))" : "\(item.name) access"
  }

  static func permissions(
    _ permissions: [InferredPermission], scanned: Bool, into out: inout YAMLDocumentWriter
  ) {
    out.comment(
      """
      The prompts the app shows, one per prompt its purpose strings imply. When each appears
      and how the app handles a refusal are app.prompts unless a permission says
      (requestedAt.moment, handles).
      """)
    if permissions.isEmpty {
      out.field("permissions", flow: [], indent: 0)
    } else {
      out.key("permissions", indent: 0)
    }
    for item in permissions {
      out.item("id", item.id, indent: 2)
      out.field("resource", item.resource.rawValue, indent: 4)
      if scanned {
        evidence(item.evidence, into: &out, indent: 4)
        if item.evidence.isEmpty {
          out.comment(
            "evidence: none — no code found asks for or uses this level (is the key needed?)",
            indent: 4)
        }
      }
      let source =
        !item.keys.isEmpty
        ? "from \(item.keys.joined(separator: ", "))"
        : item.needsKey
          ? "from the code only: no purpose key declares it" : "from the code (no purpose key)"
      out.field(
        "access", item.access, indent: 4,
        note: "\(source); levels: \(item.levels.joined(separator: ", "))")
      out.key("requestedAt", indent: 4)
      out.field("screen", "\(item.id)-screen", indent: 6)
      if let moment = item.moment {
        out.field(
          "moment", moment, indent: 6,
          note: "from the code's requests (above); launch, onboarding, feature or background")
      }
      out.field("feature", "\(item.id)-feature", indent: 6)
      if !item.handling.isEmpty {
        out.key("handles", indent: 4, note: "the states the code shows; the others: app.prompts")
        for handling in item.handling {
          out.field(handling.state.rawValue, handling.value, indent: 6, note: handling.note)
        }
      }
      if scanned && item.evidence.isEmpty && item.needsKey {
        out.field("askedBy", askedByQuestion, indent: 4)
      }
    }
  }

  /// The one question for a key no code the scan read asks for.
  static let askedByQuestion =
    "\(DescriptionDraft.todo): no code the scan read asks for this; remove the key and this"
    + " permission, or say who asks: webContent (a web view's pages), shareSheet (Save Image)"
    + " or sdk"

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
    if labels.statesCollectedData {
      out.field("collectsData", !labels.data.isEmpty, indent: 2)
    } else {
      out.field(
        "collectsData",
        "\(DescriptionDraft.todo): does any data leave the device (accounts, sync, analytics,"
          + " crash reports)? true, then list it under data",
        indent: 2,
        note: "the privacy manifest has no NSPrivacyCollectedDataTypes, so it doesn't say")
    }
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
