import Foundation
import TestSupport
import Testing

/// Several descriptions into one folder: the overview pages, from the
/// built binary. `index.html` (by verdict) and a copy sorted by each other
/// sortable column, `index.md`; every row links a report that is there.
@Suite struct PortfolioEndToEndTests {
  static let samples = [
    "Samples/poster-maker.reviewready.yaml", "Samples/avatar-at-launch.reviewready.yaml",
    "Samples/half-answered.reviewready.yaml", "Samples/legacy-picker.reviewready.yaml",
  ]
  static let pages = [
    "index.html", "index-by-name.html", "index-by-errors.html", "index-by-warnings.html",
    "index-by-questions.html", "index-by-checklist.html",
  ]

  /// The apps' names in the order a page lists them.
  static func order(_ page: String) -> [String] {
    page.components(separatedBy: "<th scope=\"row\"><a href=\"").dropFirst().compactMap {
      $0.split(separator: "\"", maxSplits: 1).first.map(String.init)
    }
  }

  @Test func aFolderOfReportsGetsSortableOverviewPages() throws {
    let folder = try TemporaryFolder("portfolio")
    defer { folder.remove() }
    let result = try ReviewReadyBinary.run(
      ["audit", "--format", "html", "--format", "markdown", "-o", folder.path("out") + "/"]
        + Self.samples, environment: ReportEndToEndTests.fixedDate)
    #expect(result.status == 1, "\(result.standardError)")
    #expect(result.standardOutput.hasSuffix(", overview in \(folder.path("out"))/index.html\n"))
    for page in Self.pages {
      let html = try String(contentsOfFile: folder.path("out/\(page)"), encoding: .utf8)
      #expect(html.hasPrefix("<!DOCTYPE html>"))
      #expect(!html.contains("<script"))
      #expect(html.contains("4 descriptions: 1 ready, 2 not ready, 1 incomplete"))
      // Each heading links the page sorted by it, and the current one says so.
      for other in Self.pages { #expect(html.contains("href=\"\(other)\"")) }
      #expect(html.components(separatedBy: "aria-current=\"page\"").count == 2)
      let links = Self.order(html)
      #expect(
        Set(links) == [
          "poster-maker.html", "avatar-at-launch.html", "half-answered.html",
          "legacy-picker.html",
        ])
      for link in links {
        #expect(FileManager.default.fileExists(atPath: folder.path("out/\(link)")), "\(link)")
      }
    }
    func order(_ page: String) throws -> [String] {
      Self.order(try String(contentsOfFile: folder.path("out/\(page)"), encoding: .utf8))
    }
    // avatar-at-launch: 7 errors, 3 warnings; legacy-picker: 2 and 4;
    // half-answered: 1 warning and 3 questions; poster-maker: ready.
    #expect(
      try order("index.html") == [
        "avatar-at-launch.html", "legacy-picker.html", "half-answered.html", "poster-maker.html",
      ])
    #expect(
      try order("index-by-warnings.html").prefix(2) == [
        "avatar-at-launch.html", "legacy-picker.html",
      ])
    #expect(try order("index-by-questions.html").first == "half-answered.html")
    #expect(
      try order("index-by-name.html") == [
        "poster-maker.html", "avatar-at-launch.html", "half-answered.html", "legacy-picker.html",
      ])
    let markdown = try String(contentsOfFile: folder.path("out/index.md"), encoding: .utf8)
    #expect(
      markdown.contains(
        "| [Huddle Group Chat 1.8 (118)](avatar-at-launch.md) | ✗ Not ready | 5 | 5 | 0 | 0 |"))
    #expect(markdown.split(separator: "\n").filter { $0.hasPrefix("| [") }.count == 4)
  }

  @Test func oneDescriptionOrNoReportPageGetsNoOverview() throws {
    let folder = try TemporaryFolder("portfolio-none")
    defer { folder.remove() }
    _ = try ReviewReadyBinary.run(
      ["audit", "--format", "html", "-o", folder.path("one") + "/", Self.samples[0]])
    _ = try ReviewReadyBinary.run(
      ["audit", "--format", "json", "-o", folder.path("json") + "/"] + Self.samples)
    let one = try FileManager.default.contentsOfDirectory(atPath: folder.path("one"))
    #expect(one == ["poster-maker.html"])
    let json = try FileManager.default.contentsOfDirectory(atPath: folder.path("json"))
    #expect(!json.contains { $0.hasPrefix("index") })
  }

  @Test func aDescriptionNamedLikeTheOverviewIsRefused() throws {
    let folder = try TemporaryFolder("portfolio-clash")
    defer { folder.remove() }
    _ = try folder.copy(repositoryFile: Self.samples[0], to: "index.reviewready.yaml")
    _ = try folder.copy(repositoryFile: Self.samples[1], to: "other.reviewready.yaml")
    let result = try ReviewReadyBinary.run(
      [
        "audit", "--format", "html", "-o", "out/", "index.reviewready.yaml",
        "other.reviewready.yaml",
      ],
      in: folder.url)
    #expect(result.status == 2)
    #expect(
      result.standardError.contains(
        "index.reviewready.yaml: error: its reports would be named 'index', as the folder's "
          + "overview page is"))
    #expect(!FileManager.default.fileExists(atPath: folder.path("out/other.html")))
  }
}
