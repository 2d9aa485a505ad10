import ProjectFiles
import Testing

/// Which target compiles a scanned file: paths compared after
/// normalization, folders taken whole, membership exceptions left out.
@Suite struct SourceFilesTests {
  @Test(arguments: [
    ("./App/../Widget/A.swift", "Widget/A.swift"),
    ("App//Sources/./B.swift", "App/Sources/B.swift"),
    ("/work/./x/../y.swift", "/work/y.swift"), ("../Shared/C.swift", "../Shared/C.swift"),
    (".", "."), ("a/..", "."),
  ])
  func normalizes(_ path: String, _ expected: String) {
    #expect(SourceFiles.normalize(path) == expected)
  }

  @Test func filesFoldersAndExceptions() {
    let sources = SourceFiles(
      files: ["Shared/Log.swift"], folders: ["./Widget"], excluded: ["Widget/Old.swift"])
    #expect(sources.contains("Shared/Log.swift"))
    #expect(sources.contains("Widget/Sources/Provider.swift"))
    #expect(sources.contains("./Widget/../Widget/Provider.swift"))
    #expect(!sources.contains("Widget/Old.swift"))
    #expect(!sources.contains("WidgetKit/Other.swift"), "a folder is not a name prefix")
    #expect(!sources.contains("App/Main.swift"))
  }
}
