import AppModel
import Audit
import Diagnostics
import Foundation
import ProjectFiles
import Reports
import ReviewReadyKit
import TestSupport

/// One small audit made for the reporter tests: an error, a warning, a
/// note, a waived finding, one with a place in the project's Info.plist,
/// and text that each format has to escape (`<`, `&`, quotes, a backtick,
/// `|`, a newline, ESC, non-ASCII).
enum SyntheticAudit {
  /// 2027-01-01, so the report date never changes.
  static let clock = RunClock(environment: ["SOURCE_DATE_EPOCH": "1798761600"])

  /// Every format's templates, no team configuration.
  static let auditor: Auditor = {
    do throws(DiagnosticsError) {
      return try Auditor(
        .init(
          configuration: Auditor.ConfigurationSource.none, reporters: Reporters.all, clock: clock))
    } catch {
      fatalError("the built-in packs and templates load: \(error.diagnostics)")
    }
  }()

  /// Every sample of `Samples/`, audited with `auditor`, in file order,
  /// with the report context of the run.
  static func auditedSamples() throws -> (
    urls: [URL], results: [AuditResult], context: ReportContext
  ) {
    let urls = TestPaths.sampleDescriptions()
    guard !urls.isEmpty else { throw SamplesMissing() }
    return (urls, try auditor.audit(paths: urls.map(\.path)), auditor.context())
  }

  struct SamplesMissing: Error, CustomStringConvertible {
    var description: String { "no sample descriptions in Samples/" }
  }

  /// Text no format may print as it is: markup, quotes, a Markdown code
  /// span and table cell, a second line, a terminal escape and non-ASCII.
  static let hostileLine =
    "\nSecond line: <b>bold</b> & \"double\" 'single' `code` a|b \u{1B}[31mred\u{1B}[0m Zürich 📷"

  static let descriptionFile = "Fixtures/escaping.reviewready.yaml"
  static let infoPlistFile = "Fixtures/Info.plist"

  static let description = """
    schema: 1
    app:
      name: "Tom & Jerry's <Café> \\"Pro\\" | `beta`"
      bundleId: com.example.escaping
      version: "1.0"
      build: "7"
      minimumOS: "16.0"
      developmentRegion: en
      locales: [en]
      privacyPolicyURL: https://example.com/privacy?a=1&b=2
    screens:
      - id: home
        name: Home <main>
        path: First tab
    features:
      - id: avatar
        name: Set an "avatar" & a <banner>
        screen: home
        control: Change ‘Avatar’
        core: false
        needs:
          photos: pick
    permissions:
      - id: photo-library
        resource: photos
        access: readWrite
        requestedAt:
          screen: home
          moment: launch
          feature: avatar
        handles:
          limited: manageSelection
          denied: settingsLink
          restricted: explains
    purposeStrings:
      NSPhotoLibraryUsageDescription: >-
        Lets you pick a photo for your avatar & banner (shown as <img> on your “profile”).
    privacyLabels:
      collectsData: true
      data:
        - type: emailAddress
          linkedToUser: true
          usedForTracking: false
          purposes: [appFunctionality]
    waivers:
      - rule: permission.prompt-at-launch
        subject: photo-library
        reason: Migration prompt <1.0> & "one" release only
        by: dana
        until: 2099-01-01

    """

  /// An Info.plist with a purpose string the description lacks.
  static let infoPlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
      <key>NSPhotoLibraryUsageDescription</key>
      <string>Lets you pick a photo for your avatar &amp; banner (shown as &lt;img&gt; on your “profile”).</string>
      <key>NSCameraUsageDescription</key>
      <string>Takes a photo for your avatar.</string>
    </dict>
    </plist>

    """

  /// The audit, with the hostile line added to its first error's message
  /// (rule messages are collapsed to one line, so only code can).
  /// `file` names the description (another name gives another description).
  static func result(file: String = descriptionFile) throws -> AuditResult {
    let app = try DescriptionLoader.decode(bytes: Array(description.utf8), file: file)
    let plist = try InfoPlistReader.read(bytes: Array(infoPlist.utf8), file: infoPlistFile)
    var result = auditor.engine.audit(
      AuditInput(app, project: .read(AppProject(infoPlist: plist)), today: auditor.today))
    if let index = result.findings.firstIndex(where: { $0.severity == .error }) {
      result.findings[index].message += hostileLine
    }
    return result
  }
}
