import Foundation
import Mustache
import YAML

/// One test from the mustache/spec YAML files.
struct SpecCase: Sendable, CustomStringConvertible {
  var file: String
  var name: String
  var data: MustacheValue
  var template: String
  var partials: [String: String]
  var expected: String

  /// `file: name`, which is how Swift Testing labels each parameterized case.
  var description: String { "\(file): \(name)" }
  var key: String { description }
}

/// Finds and loads the vendored spec at `<repo>/../shared/testdata/mustache-spec`
/// (or at `$MUSTACHE_SPEC_DIR`).
enum SpecSuite {
  /// Spec cases this engine does not support, each with the reason. The spec test
  /// checks that this list matches the files exactly, so it cannot go stale.
  static let unsupported: [String: String] = {
    let lambdaReason =
      "lambdas are not supported: MustacheValue is plain data (Sendable, Equatable) with "
      + "no function case, and the spec's lambdas are code in other languages"
    let lambdaTests = [
      "Interpolation", "Interpolation - Expansion", "Interpolation - Alternate Delimiters",
      "Interpolation - Multiple Calls", "Escaping", "Section", "Section - Expansion",
      "Section - Alternate Delimiters", "Section - Multiple Calls", "Inverted Section",
    ]
    return Dictionary(
      uniqueKeysWithValues: lambdaTests.map { ("~lambdas.yml: \($0)", lambdaReason) })
  }()

  static let directory: URL = {
    if let override = ProcessInfo.processInfo.environment["MUSTACHE_SPEC_DIR"] {
      return URL(fileURLWithPath: override)
    }
    // <repo>/Tests/MustacheTests/SpecSuite.swift → <repo>/../shared/testdata/mustache-spec
    let repository = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    return repository.deletingLastPathComponent()
      .appendingPathComponent("shared/testdata/mustache-spec").standardizedFileURL
  }()

  static var isAvailable: Bool {
    FileManager.default.fileExists(atPath: directory.path)
  }

  /// Every case of every `*.yml` file, or a description of what failed to load.
  static let loaded: (cases: [SpecCase], problems: [String]) = load()

  private static func load() -> (cases: [SpecCase], problems: [String]) {
    guard isAvailable else {
      print("note: Mustache spec not found at \(directory.path); spec tests are skipped.")
      return ([], [])
    }
    let files: [String]
    do {
      files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        .filter { $0.hasSuffix(".yml") }.sorted()
    } catch {
      return ([], ["cannot list \(directory.path): \(error)"])
    }
    var cases: [SpecCase] = []
    var problems: [String] = []
    for file in files {
      do {
        cases += try loadFile(file)
      } catch {
        problems.append("\(file): \(error)")
      }
    }
    return (cases, problems)
  }

  private static func loadFile(_ file: String) throws -> [SpecCase] {
    let text = try String(
      contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
    let root = try YAMLLoader.load(text: text, file: file)
    guard let tests = root.field("tests")?.sequence else {
      throw SpecFormatError(message: "\(file) has no 'tests' sequence")
    }
    return try tests.map { test in
      guard let name = test.field("name")?.scalar?.text,
        let template = test.field("template")?.scalar?.text,
        let expected = test.field("expected")?.scalar?.text
      else {
        throw SpecFormatError(message: "\(file): a test lacks name, template or expected")
      }
      var partials: [String: String] = [:]
      for pair in test.field("partials")?.mapping ?? [] {
        if let key = pair.key.scalar?.text, let source = pair.value.scalar?.text {
          partials[key] = source
        }
      }
      return SpecCase(
        file: file, name: name, data: test.field("data").map(MustacheValue.init(yaml:)) ?? .null,
        template: template, partials: partials, expected: expected)
    }
  }
}

struct SpecFormatError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}

extension YAMLNode {
  /// The value of a mapping key given as a plain string.
  func field(_ key: String) -> YAMLNode? {
    mapping?.first { $0.key.scalar?.text == key }?.value
  }
}

extension MustacheValue {
  /// The data a YAML node stands for. Tags (such as `!code`) are ignored.
  init(yaml node: YAMLNode) {
    self.init(jsonObject: node.foundationValue)
  }
}
