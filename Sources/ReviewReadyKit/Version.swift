/// The tool's name and version: the one place the version is written.
/// `reviewready --version` (also `-v` and `version`), the JSON report's
/// `tool.version`, the SARIF log's `tool.driver.version` and every other
/// report read it from here; the release scripts (.ci/release-linux,
/// .ci/release-macos) refuse a tag `vX.Y.Z` unless the built binary prints
/// `X.Y.Z`, and the release workflow refuses one CHANGELOG.md has no
/// section for. To release: change `version`, add its CHANGELOG.md section,
/// merge, then tag.
public enum ReviewReadyVersion {
  /// The command's name.
  public static let name = "reviewready"
  /// The release version (semantic versioning, without a leading `v`).
  public static let version = "0.1.0"
}
