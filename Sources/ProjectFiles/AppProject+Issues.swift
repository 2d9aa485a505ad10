import Diagnostics

extension AppProject {
  /// The key whose localization is an issue: a version is the build's,
  /// not a translation.
  static let versionKey = "CFBundleShortVersionString"

  /// Every ``ProjectFileIssue`` of the files read, in a stable order: the
  /// reader's (``readIssues``), the file names read under another case, and
  /// per localization its keys defined twice and a localized version.
  public var fileIssues: [ProjectFileIssue] {
    var issues = readIssues + (strings?.nameMismatches ?? [])
    for localization in strings?.localizations ?? [] {
      guard let file = localization.strings else { continue }
      for duplicate in file.duplicates {
        issues.append(
          ProjectFileIssue(
            kind: .duplicateKey, subject: duplicate.key, detail: file.file,
            location: SourceLocation(file: file.file, line: duplicate.line, column: 1),
            otherLocation: SourceLocation(file: file.file, line: duplicate.firstLine, column: 1)))
      }
      if let version = file.entries[Self.versionKey] {
        issues.append(
          ProjectFileIssue(
            kind: .localizedVersion, subject: localization.locale, detail: version,
            location: file.location(of: Self.versionKey)))
      }
    }
    if let catalog = strings?.catalog, let entry = catalog.entries[Self.versionKey] {
      for locale in entry.localizations.keys.sorted() {
        guard let value = entry.localizations[locale]?.value else { continue }
        issues.append(
          ProjectFileIssue(
            kind: .localizedVersion, subject: locale, detail: value,
            location: catalog.location(of: Self.versionKey, locale: locale)))
      }
    }
    return issues
  }
}
