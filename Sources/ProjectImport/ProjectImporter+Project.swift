import AppModel
import Catalog
import CodeScan
import Diagnostics
import ProjectFiles
import XcodeProject

/// `reviewready import --project`: an Xcode project or XcodeGen spec read
/// as Xcode builds the app (`XcodeProjectReader`), written as a description
/// that points back at the project (`app.project`, `app.target`,
/// `app.configuration`).
extension ProjectImporter {
  /// What a project import gives: the description's text and the
  /// problems worth saying that don't stop it (warnings and notes, each at
  /// its position).
  public struct ProjectResult: Sendable {
    public var text: String
    public var diagnostics: [Diagnostic]
    /// What was read, for callers that want more than the text.
    public var imported: ImportedProject
  }

  /// The draft of a project's app target; `output` is where the
  /// description will be written (nil: standard output).
  public static func draft(
    project selection: ProjectSelection, output: String?, catalog: Catalog,
    scan: ScanResult? = nil
  ) throws(DiagnosticsError) -> (draft: DescriptionDraft, imported: ImportedProject) {
    let imported = try XcodeProjectReader.read(selection)
    let base = output.map(ProjectFileSystem.directory) ?? ""
    var reference = DescriptionDraft.ProjectReference(
      path: ImportPaths.relative(selection.path, from: base), target: imported.target,
      configuration: imported.configuration)
    reference.sdkLines = SDKSummary.lines(imported.project.sdks, catalog: catalog, base: base)
    let paths = DescriptionDraft.Paths(
      infoPlist: ImportPaths.relative(imported.infoPlistFile ?? imported.projectFile, from: base),
      project: reference)
    var draft = DraftBuilder.draft(
      project: imported.project, catalog: catalog, paths: paths, notes: notes(imported),
      resolved: true)
    if let hint = XcodeVersionHint.find(near: selection.path) {
      draft.app.xcode = .init(
        hint.version,
        note: "the Xcode that builds the upload, from "
          + "\(ImportPaths.relative(hint.file, from: base)):\(hint.line)")
    }
    if let scan, scan.files > 0 { EvidenceInference.apply(scan, to: &draft, catalog: catalog) }
    return (draft, imported)
  }

  /// The description's text for the project, checked to load as it is,
  /// with the warnings (a key whose text a build setting replaces, an
  /// undefined `$(VAR)`, a missing optional file) and a note when the app
  /// declares no purpose string at all.
  public static func yaml(
    project selection: ProjectSelection, output: String?, catalog: Catalog,
    scan: ScanResult? = nil
  ) throws(DiagnosticsError) -> ProjectResult {
    let (draft, imported) = try draft(
      project: selection, output: output, catalog: catalog, scan: scan)
    let text = DescriptionDraftWriter.yaml(draft)
    try check(text, file: output)
    // The reader warned of the file names and conflicts already.
    var diagnostics =
      imported.warnings
      + imported.project.fileIssues.filter {
        $0.kind == .duplicateKey || $0.kind == .localizedVersion
      }
      .map(\.warning)
    if draft.purposeStrings.isEmpty {
      diagnostics.append(
        Diagnostic(
          .note, at: .file(imported.projectFile),
          "target \(imported.target) declares no purpose string (no NS…UsageDescription in its"
            + " Info.plist, build settings or localizations); the description has none"))
    }
    return ProjectResult(text: text, diagnostics: diagnostics, imported: imported)
  }

  /// ``yaml(project:output:catalog:)`` with the selection spelt out, for
  /// the command line.
  public static func yaml(
    projectPath: String, target: String?, configuration: String?, output: String?,
    catalog: Catalog, scan: ScanResult? = nil
  ) throws(DiagnosticsError) -> ProjectResult {
    try yaml(
      project: ProjectSelection(path: projectPath, target: target, configuration: configuration),
      output: output, catalog: catalog, scan: scan)
  }

  /// Comments for purpose strings a build setting gives, by key.
  private static func notes(_ imported: ImportedProject) -> [String: [String]] {
    var notes: [String: [String]] = [:]
    guard let plist = imported.project.infoPlist else { return notes }
    for (key, setting) in plist.keySources where UsageKeys.isUsageDescription(key) {
      notes[key, default: []].append(
        "from the build setting \(setting) (\(plist.location(of: key)))")
    }
    for conflict in imported.conflicts {
      notes[conflict.key, default: []].append(
        "the Info.plist (\(conflict.fileLocation)) has another text, which the build replaces:"
          + " \(Quoted.quote(conflict.fileText))")
    }
    return notes
  }
}
