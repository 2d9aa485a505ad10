import Diagnostics
import ProjectFiles
import Testing

@Suite struct SDKLockFileReaderTests {
  /// Package.resolved in each format: the pins, their versions and lines.
  @Test(arguments: [
    (
      #"{"object":{"pins":[{"package":"FMDB","repositoryURL":"https://github.com/ccgus/fmdb","state":{"version":"2.7.7"}}]},"version":1}"#,
      "FMDB", "2.7.7"
    ),
    (
      "{\n\"pins\":[\n{\"identity\":\"kingfisher\",\"location\":\"https://github.com/onevcat/Kingfisher\",\"state\":{\"version\":\"7.6.2\"}}],\"version\":2}",
      "kingfisher", "7.6.2"
    ),
    (
      "{\"originHash\":\"x\",\"pins\":[\n\n{\"identity\":\"lottie-spm\",\"state\":{\"branch\":\"main\",\"revision\":\"abc\"}}],\"version\":3}",
      "lottie-spm", nil
    ),
  ])
  func readsEachFormat(text: String, name: String, version: String?) throws {
    let pins = try PackageResolvedReader.read(bytes: Array(text.utf8), file: "Package.resolved")
    #expect(pins.map(\.identity) == [name])
    #expect(pins.first?.version == version)
    #expect((pins.first?.source.line ?? 0) >= 1)
  }

  /// Malformed files: an error at the line that is wrong, saying what is right.
  @Test(arguments: [
    ("{\n\"pins\": [\n  {\"identity\": }\n]}", 3, "not valid JSON"),
    ("{\"pins\":[],\n\"version\":9}", 2, "versions 1, 2 and 3"),
    ("{\"version\":2,\n\"pins\":{}}", 2, "not a list"),
    ("{\"version\":2,\"pins\":[\n{\"state\":{}}]}", 2, "names its package"),
    ("", 0, "is empty"),
  ])
  func placesPackageResolvedErrors(text: String, line: Int, words: String) {
    do {
      _ = try PackageResolvedReader.read(bytes: Array(text.utf8), file: "Package.resolved")
      Issue.record("expected an error")
    } catch {
      let first = error.diagnostics.first
      #expect(first?.location.line == line)
      #expect(first?.message.contains(words) == true, "\(first?.message ?? "")")
    }
  }

  @Test func readsPodfileLockTree() throws {
    let text = """
      PODS:
        - "Firebase/Core (10.25.0)":
          - FirebaseCore (= 10.25.0)
        - FirebaseCore (10.25.0)

      DEPENDENCIES:
        - Firebase/Core
      """
    let pods = try PodfileLockReader.read(bytes: Array(text.utf8), file: "Podfile.lock")
    #expect(pods.map(\.name) == ["Firebase/Core", "FirebaseCore"])
    #expect(pods.map(\.root) == ["Firebase", "FirebaseCore"])
    #expect(pods[0].dependencies == ["FirebaseCore"])
    #expect(pods.map(\.source.line) == [2, 4])
  }

  @Test(arguments: [
    ("DEPENDENCIES:\n  - A\n", 1, "no PODS: section"),
    ("PODS:\n  - A (1.0)\n  - broken entry here\n", 3, "NAME (VERSION)"),
    ("PODS:\n    - Orphan (1.0)\n", 2, "NAME (REQUIREMENT)"),
  ])
  func placesPodfileLockErrors(text: String, line: Int, words: String) {
    do {
      _ = try PodfileLockReader.read(bytes: Array(text.utf8), file: "Podfile.lock")
      Issue.record("expected an error")
    } catch {
      #expect(error.diagnostics.first?.location.line == line)
      #expect(error.diagnostics.first?.message.contains(words) == true)
    }
  }

  @Test func readsCartfilesAndPlacesErrors() throws {
    let entries = try CartfileReader.read(
      bytes: Array("# deps\ngithub \"ReactiveCocoa/ReactiveSwift\" \"6.7.0\"\n".utf8),
      file: "Cartfile.resolved")
    #expect(entries.map(\.name) == ["ReactiveSwift"])
    #expect(entries.first?.detail == "6.7.0")
    #expect(entries.first?.source.line == 2)
    #expect(throws: DiagnosticsError.self) {
      try CartfileReader.read(bytes: Array("\nsvn \"x\" \"1\"\n".utf8), file: "Cartfile")
    }
  }

  @Test func readsPodfileTargetsHelpersAndConfigurations() {
    let text = """
      def common
        pod 'Cast', git: 'https://example.com/cast'
      end
      target 'App' do
        common
        pod 'Pulse', configurations: %w[Debug Staging]
      end
      abstract_target 'CI' do
        pod 'SwiftLint', '0.54.0'
      end
      """
    let pods = PodfileReader.read(text: text, file: "Podfile")
    #expect(pods["App"]?.map(\.name) == ["Cast", "Pulse"])
    #expect(pods["App"]?.last?.configurations == ["Debug", "Staging"])
    #expect(pods["CI"] == nil)
  }

  @Test func readsPackageManifestDependencies() {
    let text = """
      dependencies: [
          // .package(url: "https://example.com/commented", from: "1.0.0"),
          .package(url: "https://github.com/ccgus/fmdb.git", from: "2.0.0"),
          .package(path: "../Utils/")
      ]
      """
    let packages = PackageManifestReader.read(text: text, file: "Package.swift")
    #expect(packages.map(\.name) == ["fmdb", "Utils"])
    #expect(packages.first?.requirement == #"from: "2.0.0""#)
    #expect(packages.first?.source.line == 3)
  }
}
