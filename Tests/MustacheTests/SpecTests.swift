import Mustache
import Testing

/// Runs the official Mustache spec (core plus the optional inheritance and
/// dynamic-names modules). Unsupported cases are listed in ``SpecSuite/unsupported``.
@Suite(
  "Mustache spec",
  .enabled(
    if: SpecSuite.isAvailable,
    Comment(rawValue: "the Mustache spec folder is missing: \(SpecSuite.directory.path)")))
struct SpecTests {
  @Test("spec files load")
  func specFilesLoad() {
    #expect(SpecSuite.loaded.problems == [])
    #expect(!SpecSuite.loaded.cases.isEmpty)
  }

  @Test("each spec case", arguments: SpecSuite.loaded.cases)
  func specCase(_ spec: SpecCase) throws {
    if let reason = SpecSuite.unsupported[spec.key] {
      print("skipped \(spec.description): \(reason)")
      #if compiler(>=6.3)
        try Test.cancel("unsupported: \(reason)")
      #else
        return
      #endif
    }
    let partials = try DictionaryPartialResolver(sources: spec.partials)
    let template = try Template(source: spec.template, name: "\(spec.file): \(spec.name)")
    let output = try template.render(
      spec.data, partials: partials, options: RenderOptions(missingPartials: .empty))
    #expect(output == spec.expected, "\(spec.description)")
  }

  @Test("the unsupported list names exactly the lambda cases")
  func unsupportedListIsExact() {
    let lambdaCases = SpecSuite.loaded.cases.filter { $0.file == "~lambdas.yml" }.map(\.key)
    #expect(Set(lambdaCases) == Set(SpecSuite.unsupported.keys))
  }
}

extension SpecCase: CustomTestStringConvertible {
  var testDescription: String { description }
}
