import Audit
import Foundation
import Testing

@testable import Reports

/// `JSONText.encode` writes what Foundation's JSONEncoder writes (pretty,
/// sorted keys, slashes unescaped, then the unsafe scalars escaped), byte
/// for byte: on every sample's JSON report, SARIF log and report context,
/// and on values made to find the corners.
@Suite struct JSONTextWriterTests {
  @Test func everySamplesReportsAreWrittenAsFoundationWritesThem() throws {
    let (_, results, context) = try SyntheticAudit.auditedSamples()
    for result in results {
      let report = JSONReport.Report(result, catalog: context.catalog, toolVersion: "1.2.3")
      #expect(
        JSONText.encode(report) == JSONText.foundationEncoded(report), "\(result.description.file)")
      #expect(
        JSONText.encodeElement(report) == JSONText.indented(JSONText.foundationEncoded(report)),
        "\(result.description.file)")
      let model = context.model(result)
      #expect(
        JSONText.encode(model) == JSONText.foundationEncoded(model), "\(result.description.file)")
    }
    let sarif = SARIFReport().render(all: results, in: context)
    let log = try JSONDecoder().decode(SARIFReport.Log.self, from: Data(sarif.utf8))
    #expect(JSONText.encode(log) == JSONText.foundationEncoded(log))
  }

  struct Corners: Codable {
    var text: String
    var number: Int
    var flag: Bool
    var absent: String?
    var present: String?
    var empty: [String]
    var emptyObject: [String: Int]
    var nested: [[Int]]
    var keys: [String: String]
  }

  static let texts = [
    "", "plain", "quote \" backslash \\ slash /", "\n\t\r\u{8}\u{C}\u{0}\u{1}\u{1B}\u{1F}\u{7F}",
    "caf\u{E9} \u{1F4F7} \u{65E5}\u{672C}", "\u{85}\u{9F}\u{202E}\u{2066}\u{2028}\u{2029}\u{FFFE}",
    "e\u{301}", "\u{200E}\u{200F}\u{61C}", String(repeating: "ab\"", count: 100),
  ]

  @Test("corner values are written as Foundation writes them", arguments: texts)
  func cornersAreWrittenAsFoundationWritesThem(_ text: String) {
    let value = Corners(
      text: text, number: Int.min, flag: true, absent: nil, present: text, empty: [],
      emptyObject: [:], nested: [[], [1, -2]],
      keys: Dictionary(
        [
          (text, "0"), ("b", "1"), ("B", "2"), ("a10", "3"), ("a9", "4"), ("_x", "5"),
          ("\u{E9}", "6"), ("e\u{301}x", "7"), ("f", "8"), ("", "9"),
        ], uniquingKeysWith: { first, _ in first }))
    #expect(JSONText.encode(value) == JSONText.foundationEncoded(value))
    #expect(JSONText.encode([value]) == JSONText.foundationEncoded([value]))
    #expect(JSONText.encodeElement(value) == JSONText.indented(JSONText.foundationEncoded(value)))
    #expect(JSONText.encode([Corners]()) == JSONText.foundationEncoded([Corners]()))
  }

  /// A value whose `encode(to:)` writes a key more than once: the last
  /// value written is the one kept, as Foundation keeps it, by the JSON
  /// writer and by template data alike. With `nestedLast`, a container
  /// takes the place of a scalar (which Foundation's encoder traps on).
  struct RepeatedKeys: Encodable {
    enum Key: String, CodingKey { case a, b, z }
    var nestedLast = true

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Key.self)
      try container.encode("first", forKey: .z)
      try container.encode(1, forKey: .a)
      try container.encode([1, 2], forKey: .b)
      try container.encode("last", forKey: .z)
      guard nestedLast else { return }
      var nested = container.nestedContainer(keyedBy: Key.self, forKey: .a)
      try nested.encode(true, forKey: .b)
    }
  }

  @Test func aKeyWrittenTwiceKeepsItsLastValue() throws {
    let expected = """
      {
        "a" : {
          "b" : true
        },
        "b" : [
          1,
          2
        ],
        "z" : "last"
      }

      """
    #expect(JSONText.encode(RepeatedKeys()) == expected)
    let scalarsOnly = RepeatedKeys(nestedLast: false)
    #expect(JSONText.encode(scalarsOnly) == JSONText.foundationEncoded(scalarsOnly))
    #expect(JSONText.encode(scalarsOnly).contains(#""z" : "last""#))
    #expect(
      try MustacheValueEncoder.encode(RepeatedKeys())
        == .object([
          "a": .object(["b": .bool(true)]), "b": .list([.int(1), .int(2)]), "z": .string("last"),
        ]))
  }

  /// What has no exact `Int` (a floating-point number, a wide integer) is
  /// left to Foundation, whose digits it is.
  @Test func numbersBeyondIntAreFoundations() {
    let value = ["wide": [Double(UInt64.max)], "half": [0.5]]
    #expect(JSONText.encode(value) == JSONText.foundationEncoded(value))
    #expect(
      JSONText.encode(["wide": UInt64.max]) == JSONText.foundationEncoded(["wide": UInt64.max]))
  }

  struct Widths: Codable {
    var int8: Int8 = -128
    var int16: Int16 = 32_767
    var int32: Int32 = -7
    var int64: Int64 = .max
    var uint: UInt = .max
    var uint8: UInt8 = 255
    var uint16: UInt16 = 0
    var uint32: UInt32 = 4_000_000_000
    var uint64: UInt64 = 42
    var float: Float = 0.25
    var double: Double = -1.5
    var whole: Double = 3
    var lists: [[UInt8]] = [[1, 2], []]
    var optional: Int16? = 9
  }

  /// Every integer width and both floating-point types, inside objects,
  /// lists and optionals, as Foundation writes them.
  @Test func everyNumberTypeIsWrittenAsFoundationWritesIt() {
    #expect(JSONText.encode(Widths()) == JSONText.foundationEncoded(Widths()))
    #expect(JSONText.encode([Widths()]) == JSONText.foundationEncoded([Widths()]))
  }
}
