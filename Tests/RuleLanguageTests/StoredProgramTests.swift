import BinaryCoding
import Testing

@testable import RuleLanguage

/// Checked expressions read back from bytes (the compiled-pack cache)
/// decode their programs when they first run: they evaluate as the
/// checked ones do, write the bytes they were read from, before and after
/// running, and bytes that don't read are an evaluation error, not a crash.
@Suite struct StoredProgramTests {
  static let sources = [
    "permission.resource == 'photos' && count > 2",
    "features.exists(f, f.needs.photos == 'pick') ? tags.map(t, t + '!') : []",
    "screen('home').name + ':' + string(size(settings))",
    "features.filter(f, has(f.needs.photos)).size() * 2",
  ]

  static func bytes(of expression: CheckedExpression) -> [UInt8] {
    var writer = BinaryWriter()
    expression.write(to: &writer)
    return writer.bytes
  }

  static func read(_ bytes: [UInt8]) throws -> CheckedExpression {
    var reader = BinaryReader(bytes)
    let expression = try CheckedExpression(from: &reader, environment: TestEnvironment.environment)
    #expect(reader.isAtEnd)
    return expression
  }

  @Test(arguments: sources)
  func readExpressionsRunAndWriteAsTheCheckedOnes(_ source: String) throws {
    let checked = try #require(TestEnvironment.check(source))
    let bytes = Self.bytes(of: checked)
    let read = try Self.read(bytes)
    #expect(Self.bytes(of: read) == bytes)
    let expected = try checked.evaluate(TestEnvironment.variables, context: TestEnvironment.host)
    #expect(try read.evaluate(TestEnvironment.variables, context: TestEnvironment.host) == expected)
    // Decoded now; still the same bytes.
    #expect(Self.bytes(of: read) == bytes)
  }

  @Test func unreadableProgramBytesAreAnEvaluationError() throws {
    let checked = try #require(TestEnvironment.check("count + 1 > 2"))
    var bytes = Self.bytes(of: checked)
    // The program is written last: its final byte (a position) made a
    // continuation byte leaves the program's bytes cut short.
    bytes[bytes.count - 1] = 0x80
    let read = try Self.read(bytes)
    for _ in 0..<2 {
      #expect {
        try read.evaluate(TestEnvironment.variables)
      } throws: { error in
        guard let error = error as? EvaluationError,
          case .unreadableProgram = error.reason
        else { return false }
        return "\(error)".contains("delete the pack cache")
      }
    }
    #expect(Self.bytes(of: read) == bytes)
  }
}
