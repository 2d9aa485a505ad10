import AppModel
import Catalog
import Diagnostics
import ProjectFiles

/// `reviewready import` without the command line: reads a project's
/// Info.plist, its localizations and its privacy manifest, and gives the
/// description to write, as a draft or as YAML.
public enum ProjectImporter {
  /// The files to import and where the description will be written.
  public struct Sources: Sendable, Equatable {
    /// The app target's Info.plist.
    public var infoPlist: String
    /// The folder with `*.lproj/InfoPlist.strings` and `InfoPlist.xcstrings`;
    /// nil for the Info.plist's folder.
    public var strings: String?
    public var privacyManifest: String?
    /// Where the description goes (nil: standard output, as if in the
    /// current folder); the paths in it are relative to its folder.
    public var output: String?

    public init(
      infoPlist: String, strings: String? = nil, privacyManifest: String? = nil,
      output: String? = nil
    ) {
      self.infoPlist = infoPlist
      self.strings = strings
      self.privacyManifest = privacyManifest
      self.output = output
    }
  }

  /// The draft of the files. Throws the problems of every file that can't
  /// be read, each at its position.
  public static func draft(_ sources: Sources, catalog: Catalog) throws(DiagnosticsError)
    -> DescriptionDraft
  {
    draft(project: try load(sources), catalog: catalog, paths: ImportPaths.paths(of: sources))
  }

  /// The files of `sources`, read.
  static func load(_ sources: Sources) throws(DiagnosticsError) -> AppProject {
    let plistFolder = ProjectFileSystem.directory(of: sources.infoPlist)
    let stringsFolder = sources.strings ?? plistFolder
    return try AppProject.load(
      infoPlist: sources.infoPlist, strings: stringsFolder.isEmpty ? "." : stringsFolder,
      privacyManifest: sources.privacyManifest)
  }

  /// The draft of files already read; `paths` are how the description
  /// names them.
  public static func draft(
    project: AppProject, catalog: Catalog, paths: DescriptionDraft.Paths
  ) -> DescriptionDraft {
    DraftBuilder.draft(project: project, catalog: catalog, paths: paths)
  }

  /// The description's text for the files, checked to load as it is.
  /// Throws the files' problems, or an internal error when the text would
  /// not load (a bug: reported, never written).
  public static func yaml(_ sources: Sources, catalog: Catalog) throws(DiagnosticsError) -> String {
    try result(sources, catalog: catalog).text
  }

  /// The description's text for the files and the warnings that don't
  /// stop the import: the ``ProjectFileIssue``s of the files (a file name
  /// in another letter case, a key defined twice, a localized version).
  public static func result(_ sources: Sources, catalog: Catalog) throws(DiagnosticsError) -> (
    text: String, diagnostics: [Diagnostic]
  ) {
    let project = try load(sources)
    let text = DescriptionDraftWriter.yaml(
      draft(project: project, catalog: catalog, paths: ImportPaths.paths(of: sources)))
    try check(text, file: sources.output)
    return (text, project.fileIssues.map(\.warning))
  }

  /// Checks that `text` loads as a description; an internal error when
  /// not (a bug: reported, never written).
  static func check(_ text: String, file: String?) throws(DiagnosticsError) {
    do {
      _ = try DescriptionLoader.decode(
        bytes: Array(text.utf8), file: file ?? "<imported>")
    } catch {
      throw DiagnosticsError(
        error.diagnostics.map {
          .error(
            at: $0.location, "internal error: the imported description is invalid: \($0.message)")
        })
    }
  }
}
