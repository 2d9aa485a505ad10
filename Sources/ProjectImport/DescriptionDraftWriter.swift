import Diagnostics
import YAML

/// Writes a draft as the description's YAML: every section explained in a
/// comment, each fact followed by the key it came from, and the unanswered
/// marker (`TODO`, or `"TODO: …"` saying what to decide) for what only the
/// team knows: the audit lists each as a question, and rules that depend on
/// it wait for the answer. Deterministic: the same draft gives the same bytes.
public enum DescriptionDraftWriter {
  /// The description's text.
  public static func yaml(_ draft: DescriptionDraft) -> String {
    var out = YAMLDocumentWriter()
    header(draft.paths, into: &out)
    out.line("schema: 1")
    out.blank()
    out.key("app", indent: 0)
    app(draft, into: &out)
    out.blank()
    screensAndFeatures(draft.permissions, pickers: draft.pickers, into: &out)
    out.blank()
    permissions(draft.permissions, scanned: draft.scanned, into: &out)
    out.blank()
    purposeStrings(draft.purposeStrings, into: &out)
    out.blank()
    privacyLabels(draft.privacyLabels, into: &out)
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
    if !draft.permissions.isEmpty || !draft.pickers.isEmpty {
      out.blank()
      out.comment(
        """
        Left out, for the team to add when it helps the report (no rule waits on them):
        each screen's name (as the app shows it) and path (Profile tab > Edit); each
        feature's name (Attach a photo) and control (the button that starts it); a
        feature's own data, where it differs from app.data; a permission's own
        requestedAt.moment or handles, where they differ from app.prompts.
        """)
    }
    return out.text
  }

  private static func header(_ paths: DescriptionDraft.Paths, into out: inout YAMLDocumentWriter) {
    if let project = paths.project {
      out.comment(
        """
        Imported by `reviewready import --project` from \(project.path), target \(project.target),
        configuration \(project.configuration): its Info.plist merged with the keys its build
        settings generate (INFOPLIST_KEY_*), the localizations and privacy manifest its resources
        list. What the project says is filled in: the app's identity, every purpose string in
        every locale, a permission per resource the keys imply, the privacy labels the manifest
        implies. What only the team knows and a rule needs is TODO: `reviewready audit` lists
        each as a question, and the verdict stays incomplete until it is answered. What no rule
        needs is left out (the list at the end). Because app.project points at the project,
        the audit also checks that this description keeps telling its truth.
        """)
      return
    }
    let files =
      paths.infoPlist + (paths.strings.map { ", \($0)" } ?? "")
      + (paths.privacyManifest.map { " and \($0)" } ?? "")
    out.comment(
      """
      Imported by `reviewready import` from \(files).
      What the files say is filled in: the app's identity, every purpose string in every
      locale, a permission per resource the keys imply, the privacy labels the manifest
      implies. What only the team knows and a rule needs is TODO: `reviewready audit` lists
      each as a question, and the verdict stays incomplete until it is answered. What no rule
      needs is left out (the list at the end). Because app.infoPlist points at the real files,
      the audit also checks that this description keeps telling their truth.
      """)
  }

  /// Export compliance and App Transport Security, as the Info.plist sets
  /// them; what it leaves out is a question.
  private static func compliance(_ app: DescriptionDraft.App, into out: inout YAMLDocumentWriter) {
    if let xcode = app.xcode { out.field("xcode", xcode.value, indent: 2, note: xcode.note) }
    if let encryption = app.usesNonExemptEncryption {
      out.field(
        "usesNonExemptEncryption", encryption, indent: 2, note: "ITSAppUsesNonExemptEncryption")
    } else {
      out.field(
        "usesNonExemptEncryption", DescriptionDraft.todo, indent: 2,
        note: "ITSAppUsesNonExemptEncryption: false when the app uses only the system's HTTPS "
          + "or no encryption")
    }
    guard let ats = app.transportSecurity, ats.relaxes else { return }
    out.key("transportSecurity", indent: 2, note: "NSAppTransportSecurity")
    if let arbitrary = ats.allowsArbitraryLoads {
      out.field("allowsArbitraryLoads", arbitrary, indent: 4)
    }
    if !ats.exceptionDomains.isEmpty {
      out.field(
        "exceptionDomains", flow: ats.exceptionDomains, indent: 4, note: "NSExceptionDomains")
    }
    out.field(
      "justification", DescriptionDraft.todo, indent: 4,
      note: "why the app needs plain HTTP there; App Review asks")
  }

  /// The questions asked once for the whole app: where its data goes
  /// (`app.data`, when a feature could send any) and how its prompts behave
  /// (`app.prompts`, when it has permissions).
  private static func appAnswers(_ draft: DescriptionDraft, into out: inout YAMLDocumentWriter) {
    let todo = DescriptionDraft.todo
    if draft.asksForData {
      out.field(
        "data",
        "\(todo): where each kind of data the features handle goes, for the whole app"
          + " (a feature may list its own data instead), or []",
        indent: 2,
        note:
          "such as [{ type: photosOrVideos, destination: developerServer, purposes: [appFunctionality] }]"
      )
    }
    if !draft.permissions.isEmpty {
      out.field(
        "prompts",
        "\(todo): when the prompts appear and what the app does on a refusal, for every"
          + " permission that doesn't say",
        indent: 2,
        note: "such as { moment: feature, handles: { denied: settingsLink, restricted: explains } }"
      )
    }
  }

  private static func app(
    _ draft: DescriptionDraft, into out: inout YAMLDocumentWriter
  ) {
    let app = draft.app
    let paths = draft.paths
    func field(_ key: String, _ field: DescriptionDraft.Field?) {
      if let field { out.field(key, field.value, indent: 2, note: field.note) }
    }
    field("name", app.name)
    field("bundleId", app.bundleId)
    field("version", app.version)
    field("build", app.build)
    if let minimumOS = app.minimumOS {
      field("minimumOS", minimumOS)
    } else {
      out.field(
        "minimumOS", DescriptionDraft.todo, indent: 2,
        note: "the deployment target (IPHONEOS_DEPLOYMENT_TARGET), such as \"16.0\"")
    }
    field("developmentRegion", app.developmentRegion)
    out.field(
      "locales", flow: app.locales, indent: 2,
      note: "the development region and every .lproj / String Catalog locale")
    out.field(
      "privacyPolicyURL", DescriptionDraft.todo, indent: 2,
      note: "the privacy policy's https:// address; required as soon as the app collects data")
    if !app.backgroundModes.isEmpty {
      out.field(
        "backgroundModes", flow: app.backgroundModes, indent: 2, note: app.backgroundModesNote)
    }
    if !app.otherBackgroundModes.isEmpty {
      out.comment(
        "UIBackgroundModes also lists \(app.otherBackgroundModes.map(Quoted.quote).joined(separator: ", ")),"
          + " which the description format doesn't know; left out", indent: 2)
    }
    compliance(app, into: &out)
    appAnswers(draft, into: &out)
    if let project = paths.project {
      out.field("project", project.path, indent: 2, note: "cross-checked by the project pack")
      out.field("target", project.target, indent: 2)
      out.field("configuration", project.configuration, indent: 2)
      if !project.sdkLines.isEmpty {
        out.comment(project.sdkLines.joined(separator: "\n"), indent: 2)
      }
    } else {
      out.field(
        "infoPlist", paths.infoPlist, indent: 2, note: "cross-checked by the project pack")
    }
    if paths.project == nil, let strings = paths.strings {
      out.field("infoPlistStrings", strings, indent: 2, note: "*.lproj and InfoPlist.xcstrings")
    }
    if paths.project == nil, let manifest = paths.privacyManifest {
      out.field("privacyManifest", manifest, indent: 2)
    }
    if app.preprocessed {
      out.comment(
        "The Info.plist has #if/#ifdef lines (INFOPLIST_PREPROCESS); it was read with no macro defined.",
        indent: 2)
    }
  }
}
