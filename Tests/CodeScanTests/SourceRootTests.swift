import CodeScan
import Testing

/// The folder a scan reads for the path it was given, in the path's own
/// form: relative paths stay relative, so the places printed are short.
@Suite struct SourceRootTests {
  static let cases: [(String, String)] = [
    ("App", "App"),
    ("Code/App.xcodeproj", "Code"),
    ("Code/App.xcodeproj/", "Code"),
    ("App.xcodeproj", "."),
    ("Code/project.yml", "Code"),
    ("/work/app/project.yaml", "/work/app"),
    ("Sources/", "Sources/"),
  ]

  @Test(arguments: cases)
  func theFolderOfAProjectIsTheOneHoldingIt(path: String, root: String) {
    #expect(SourceScanner.sourceRoot(of: path) == root)
  }
}
