import Diagnostics
import Foundation
import Testing

@testable import ProjectFiles

/// A tiny binary property list writer for hostile inputs: objects by index,
/// containers holding references to others, so that sharing and cycles can
/// be written as they are.
struct BinaryPropertyListWriter {
  enum Object {
    case string(String)
    case integer(UInt8)
    case array([Int])
    case dictionary([(key: Int, value: Int)])
  }

  var objects: [Object]
  var top: Int

  /// The file's bytes: header, objects, offset table, trailer.
  var bytes: [UInt8] {
    let referenceSize = objects.count < 256 ? 1 : 2
    var out = Array("bplist00".utf8)
    var offsets: [Int] = []
    for object in objects {
      offsets.append(out.count)
      out += encoded(object, referenceSize: referenceSize)
    }
    let table = out.count
    let offsetSize = table < 65_536 ? 2 : 4
    for offset in offsets { out += Self.bigEndian(offset, size: offsetSize) }
    out += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)]
    out += Self.bigEndian(objects.count, size: 8) + Self.bigEndian(top, size: 8)
    out += Self.bigEndian(table, size: 8)
    return out
  }

  private func encoded(_ object: Object, referenceSize: Int) -> [UInt8] {
    func references(_ list: [Int]) -> [UInt8] {
      list.flatMap { Self.bigEndian($0, size: referenceSize) }
    }
    switch object {
    case .string(let text):
      return Self.marker(0x5, count: text.utf8.count) + Array(text.utf8)
    case .integer(let value):
      return [0x10, value]
    case .array(let list):
      return Self.marker(0xA, count: list.count) + references(list)
    case .dictionary(let entries):
      return Self.marker(0xD, count: entries.count) + references(entries.map(\.key))
        + references(entries.map(\.value))
    }
  }

  /// A type nibble and a count, the count following as an integer object
  /// when it doesn't fit the nibble.
  private static func marker(_ type: UInt8, count: Int) -> [UInt8] {
    count < 15 ? [type << 4 | UInt8(count)] : [type << 4 | 0xF, 0x11] + bigEndian(count, size: 2)
  }

  static func bigEndian(_ value: Int, size: Int) -> [UInt8] {
    (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
  }

  /// An Info.plist whose one key holds `levels` arrays, each holding the
  /// one below twice: 2^levels strings once references are followed.
  static func sharedLevels(_ levels: Int) -> [UInt8] {
    var objects: [Object] = [.string("a")]
    for level in 0..<levels { objects.append(.array([level, level])) }
    objects += [.string("k"), .dictionary([(key: levels + 1, value: levels)])]
    return BinaryPropertyListWriter(objects: objects, top: objects.count - 1).bytes
  }
}

/// Property lists are read with bounded work: a budget on objects reached
/// (a shared one counted each time), a nesting limit and a cycle check for
/// binary lists, and the same budget and nesting limit for XML ones, each
/// tripping at once with one positioned line (issue 45: a 163-byte binary
/// Info.plist took 41 s and 571 MB at 22 levels and never ended at 31; a
/// 300,000-key one took 3.6 s and 204 MB).
@Suite struct PropertyListLimitsTests {
  /// The one diagnostic reading `bytes` as an Info.plist gives, read well
  /// under the generous 10 s guard.
  static func failure(_ bytes: [UInt8]) throws -> Diagnostic {
    let started = ContinuousClock.now
    defer { #expect(ContinuousClock.now - started < .seconds(10)) }
    do {
      _ = try InfoPlistReader.read(bytes: bytes, file: "Info.plist")
    } catch {
      #expect(error.diagnostics.count == 1)
      return try #require(error.diagnostics.first)
    }
    throw Failure.decoded
  }

  enum Failure: Error { case decoded }

  @Test(arguments: [22, 31])
  func sharedReferencesAreCountedEachTimeTheyAreReached(levels: Int) throws {
    let bytes = BinaryPropertyListWriter.sharedLevels(levels)
    if levels == 22 { #expect(bytes.count == 163) }
    let diagnostic = try Self.failure(bytes)
    #expect(!diagnostic.description.contains("\n"))
    #expect(
      diagnostic.description.hasPrefix(
        "Info.plist: error: binary property list: the property list holds more than 50,000 "
          + "objects (keys and values, a shared one counted each time it is reached); "
          + "ReviewReady reads at most 50,000 ("))
    #expect(diagnostic.description.contains("(stopped at object "))
  }

  @Test func aListThatHoldsItselfIsACycle() throws {
    let bytes = BinaryPropertyListWriter(
      objects: [.string("k"), .dictionary([(key: 0, value: 2)]), .array([3]), .array([2])],
      top: 1
    ).bytes
    let diagnostic = try Self.failure(bytes)
    #expect(
      diagnostic.description
        == "Info.plist: error: binary property list: an array, set or dictionary holds itself, "
        + "so decoding it would never end (stopped at object 2, byte 13)")
  }

  @Test func binaryNestingIsLimited() throws {
    // 200 arrays, each holding the next: few objects, too deep.
    var objects: [BinaryPropertyListWriter.Object] = [.string("k"), .integer(1)]
    for level in 0..<200 { objects.append(.array([level + 1])) }
    objects.append(.dictionary([(key: 0, value: objects.count - 1)]))
    let diagnostic = try Self.failure(
      BinaryPropertyListWriter(objects: objects, top: objects.count - 1).bytes)
    #expect(diagnostic.message.contains("nest more than 128 levels deep"))
    #expect(!diagnostic.description.contains("\n"))
  }

  /// What the writer makes, Foundation reads the same with or without the
  /// walk: a shared value, a long array and nesting within the limits.
  @Test func ordinaryBinaryListsReadAsBefore() throws {
    var objects: [BinaryPropertyListWriter.Object] = [
      .string("CFBundleName"), .string("Trail"), .string("Shared"), .string("List"),
    ]
    objects.append(.array([1, 1, 1]))
    objects.append(.array(Array(repeating: 2, count: 40)))
    objects.append(.dictionary([(key: 0, value: 1), (key: 2, value: 4), (key: 3, value: 5)]))
    let bytes = BinaryPropertyListWriter(objects: objects, top: 6).bytes
    let plist = try InfoPlistReader.read(bytes: bytes, file: "Info.plist")
    #expect(plist.string("CFBundleName") == "Trail")
    #expect(plist.entries["Shared"] == .array(Array(repeating: .string("Trail"), count: 3)))
    #expect(plist.entries["List"]?.arrayValue?.count == 40)
    let shared = BinaryPropertyListWriter.sharedLevels(12)
    let document = try PropertyListReader.read(bytes: shared, file: "x.plist")
    #expect(document.format == .binary)
  }

  /// An XML list of `count` elements under a root array.
  static func xmlArray(_ count: Int) -> [UInt8] {
    var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<array>\n"
    text += String(repeating: "<true/>\n", count: count)
    return Array((text + "</array>\n</plist>\n").utf8)
  }

  @Test func xmlObjectsAreCountedUpToTheLimit() throws {
    // The root array and 49,999 values: at the limit, read.
    let document = try PropertyListReader.read(
      bytes: Self.xmlArray(PropertyListLimits.standard.objects - 1), file: "x.plist")
    #expect(document.root.arrayValue?.count == PropertyListLimits.standard.objects - 1)
    do {
      _ = try PropertyListReader.read(
        bytes: Self.xmlArray(PropertyListLimits.standard.objects), file: "x.plist")
      Issue.record("50,001 objects were read")
    } catch {
      #expect(
        error.diagnostics.map(\.description) == [
          "x.plist:50003:1: error: " + PropertyListLimits.standard.tooManyObjects()
        ])
    }
  }

  /// A project file stored as XML grows with the project: it has a
  /// larger budget.
  @Test func projectFilesHaveALargerBudget() throws {
    let bytes = Self.xmlArray(PropertyListLimits.standard.objects + 10)
    let document = try PropertyListReader.read(
      bytes: bytes, file: "project.pbxproj", limits: .project)
    #expect(document.root.arrayValue?.count == PropertyListLimits.standard.objects + 10)
  }

  @Test func aHugeInfoPlistIsRefusedAtTheFirstObjectPastTheLimit() throws {
    var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
    for key in 0..<300_000 { text += "\t<key>K\(key)</key>\n\t<string>v</string>\n" }
    text += "</dict>\n</plist>\n"
    let diagnostic = try Self.failure(Array(text.utf8))
    // The root dictionary is the first object; key 24,999's value the 50,001st.
    #expect(diagnostic.location == SourceLocation(file: "Info.plist", line: 50_003, column: 2))
    #expect(diagnostic.message.contains("more than 50,000 objects"))
  }

  @Test func xmlNestingIsLimitedAndCommentsDoNotCount() throws {
    let open = String(repeating: "<array>", count: 200)
    let text =
      "<plist>\n<!-- <array><array> -->\n<dict><key>a</key><string><![CDATA[<dict>]]></string>\n"
      + "<key>b</key>\(open)</dict></plist>"
    let diagnostic = try Self.failure(Array(text.utf8))
    // The root dictionary is level 1: the 128th array is level 129.
    #expect(
      diagnostic.location == SourceLocation(file: "Info.plist", line: 4, column: 13 + 7 * 127))
    #expect(diagnostic.message.contains("nest more than 128 levels deep"))
  }
}
