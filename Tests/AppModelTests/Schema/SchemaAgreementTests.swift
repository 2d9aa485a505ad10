import AppModel
import Foundation
import TestSupport
import Testing
import YAML

/// Keeps `DescriptionSchema` (what editors check) and the Swift decoder (what
/// `reviewready` checks) in agreement: every sample passes both, and on every
/// mutated variant of every sample both accept or both reject.
@Suite struct SchemaAgreementTests {
  /// Disagreements known to be bugs, each with its reason, keyed by a regular
  /// expression over `sample: mutation` (see `SchemaVariant.mutation`). Fixing
  /// the source should empty this; an entry that matches nothing fails the test.
  static let knownDisagreements: [String: String] = [:]

  /// Variants the decoder is known to crash on (a fatal error would end the
  /// whole test run), keyed like `knownDisagreements`. They are skipped, so
  /// remove an entry by hand once the crash is fixed.
  static let knownDecoderCrashes: [String: String] = [:]

  /// Decoder messages about how objects relate (unique ids, references,
  /// shipped locales: `DescriptionValidator`; a permission's moment given
  /// neither there nor in `app.prompts`), which the schema doesn't state.
  /// A variant rejected only for these agrees with either schema verdict.
  static let crossObjectMessages = [
    "duplicate ", "has id '", "is not in locales", "is not a locale the app ships",
    "or once for the app in app.prompts.moment",
  ]

  /// What the decoder made of a variant.
  enum DecoderVerdict: Equatable {
    case accepts, rejects, rejectsCrossObjectOnly
  }

  @Test(arguments: TestPaths.sampleDescriptions().map(\.lastPathComponent))
  func sampleValidatesAndDecodes(name: String) throws {
    let validator = try MiniSchemaValidator(schemaText: DescriptionSchema.json)
    let (text, tree) = try Self.load(name)
    #expect(validator.validate(.init(tree)) == [])
    #expect(Self.diagnostics(text, file: name) == [])
    // The emitter the mutation test relies on writes the same data back.
    let emitted = MiniYAMLEmitter.text(tree)
    let reloaded = try YAMLLoader.load(text: emitted, file: name)
    #expect(MiniSchemaValidator.Instance(reloaded) == MiniSchemaValidator.Instance(tree))
    #expect(Self.diagnostics(emitted, file: name) == [])
  }

  /// One test per sample, so that Swift Testing checks the samples' variants
  /// in parallel.
  @Test(arguments: TestPaths.sampleDescriptions().map(\.lastPathComponent))
  func mutationsAgree(name: String) throws {
    let outcome = try Self.checkMutations(of: name)
    let report =
      "\(outcome.problems.count) disagreement(s):\n" + outcome.problems.joined(separator: "\n")
    #expect(outcome.problems.isEmpty, Comment(rawValue: report))
  }

  /// An entry of `knownDisagreements` that no variant of any sample matches
  /// any more must be removed.
  @Test func everyKnownDisagreementStillOccurs() throws {
    let samples = TestPaths.sampleDescriptions().map(\.lastPathComponent)
    try #require(!samples.isEmpty)
    // With no entry there is nothing to look for (and no need to check every variant again).
    guard !Self.knownDisagreements.isEmpty else { return }
    var usedKnown: Set<String> = []
    for name in samples {
      usedKnown.formUnion(try Self.checkMutations(of: name).usedKnown)
    }
    let stale = Set(Self.knownDisagreements.keys).subtracting(usedKnown).sorted()
    #expect(stale.isEmpty, "known disagreement(s) no longer occur, remove them: \(stale)")
  }

  /// The disagreements between the schema and the decoder over the mutated
  /// variants of the sample `name` (known ones left out), and the entries
  /// of `knownDisagreements` that matched.
  private static func checkMutations(of name: String) throws -> (
    problems: [String], usedKnown: Set<String>
  ) {
    let validator = try MiniSchemaValidator(schemaText: DescriptionSchema.json)
    var problems: [String] = []
    var usedKnown: Set<String> = []
    let variants = SchemaMutations.variants(of: try load(name).tree)
    var crossOnly = 0
    for variant in variants {
      let subject = "\(name): \(variant.mutation)"
      if matching(subject, knownDecoderCrashes).first != nil { continue }
      let errors = validator.validate(.init(variant.tree))
      let diagnostics = diagnostics(MiniYAMLEmitter.text(variant.tree), file: name)
      let verdict = verdict(diagnostics)
      if verdict == .rejectsCrossObjectOnly { crossOnly += 1 }
      let agree = errors.isEmpty ? verdict != .rejects : verdict != .accepts
      let expected =
        switch variant.mustAccept {
        case true?: errors.isEmpty && verdict == .accepts
        case false?: !errors.isEmpty && verdict != .accepts
        case nil: true
        }
      if agree && expected { continue }
      let known = matching(subject, knownDisagreements)
      if !agree, !known.isEmpty {
        usedKnown.formUnion(known)
        continue
      }
      let schemaSays = errors.isEmpty ? "accepts" : "rejects (\(errors[0]))"
      let decoderSays = diagnostics.isEmpty ? "accepts" : "\(verdict) (\(diagnostics[0]))"
      let must = variant.mustAccept.map { $0 ? "; both must accept" : "; both must reject" } ?? ""
      problems.append("\(subject): schema \(schemaSays); decoder \(decoderSays)\(must)")
    }
    let kinds = Dictionary(grouping: variants, by: \.kind).mapValues(\.count)
      .sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
    print(
      "SchemaAgreement: \(name): \(variants.count) variants (\(kinds)); \(crossOnly) rejected "
        + "by the decoder only for cross-object reasons")
    return (problems, usedKnown)
  }

  /// The keys of `known` (regular expressions) that match `subject`.
  private static func matching(_ subject: String, _ known: [String: String]) -> [String] {
    known.keys.filter { subject.range(of: $0, options: .regularExpression) != nil }
  }

  private static func load(_ name: String) throws -> (text: String, tree: YAMLNode) {
    let url = TestPaths.samples.appendingPathComponent(name)
    let text = try String(contentsOf: url, encoding: .utf8)
    return (text, try YAMLLoader.load(text: text, file: name))
  }

  /// The decoder's messages for a description's text; empty when it decodes.
  private static func diagnostics(_ text: String, file: String) -> [String] {
    do {
      _ = try DescriptionLoader.decode(bytes: Array(text.utf8), file: file)
      return []
    } catch {
      return error.diagnostics.map(\.message)
    }
  }

  private static func verdict(_ messages: [String]) -> DecoderVerdict {
    if messages.isEmpty { return .accepts }
    let crossObject = messages.allSatisfy { message in
      crossObjectMessages.contains { message.contains($0) }
    }
    return crossObject ? .rejectsCrossObjectOnly : .rejects
  }
}
