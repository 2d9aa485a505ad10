import Foundation
import Mustache
import Testing

@Suite("MustacheValue")
struct MustacheValueTests {
  @Test("JSONSerialization output keeps booleans, integers and doubles apart")
  func fromJSONSerialization() throws {
    let json = """
      {"t": true, "f": false, "one": 1, "zero": 0, "half": 0.5, "oneDouble": 1.0,
       "neg": -3, "big": 12345678901234567890, "n": null, "s": "x",
       "list": [1, true, "a", null], "object": {"k": "v"}}
      """
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8))
    let expected: MustacheValue = [
      "t": true, "f": false, "one": 1, "zero": 0, "half": 0.5, "oneDouble": 1.0, "neg": -3,
      "big": .double(12_345_678_901_234_567_168), "n": nil, "s": "x",
      "list": [1, true, "a", nil], "object": ["k": "v"],
    ]
    #expect(MustacheValue(jsonObject: object) == expected)
    #expect(try MustacheValue(jsonData: Data(json.utf8)) == expected)
  }

  @Test("plain Swift values convert too")
  func fromSwiftValues() {
    let optional: String? = nil
    let someInt: Int? = 4
    let value: [String: Any] = [
      "b": true, "i": 1, "d": 2.5, "s": "x", "a": [1, "y"] as [Any], "o": optional as Any,
      "some": someInt as Any, "f": Float(1.5), "i64": Int64(7),
      "nested": ["k": false] as [String: Any],
    ]
    let expected: MustacheValue = [
      "b": true, "i": 1, "d": 2.5, "s": "x", "a": [1, "y"], "o": nil, "some": 4, "f": 1.5,
      "i64": 7, "nested": ["k": false],
    ]
    #expect(MustacheValue(jsonObject: value) == expected)
  }

  @Test("JSON fragments are accepted")
  func fragments() throws {
    #expect(try MustacheValue(jsonData: Data("\"hi\"".utf8)) == "hi")
    #expect(try MustacheValue(jsonData: Data("true".utf8)) == true)
    #expect(try MustacheValue(jsonData: Data("3".utf8)) == 3)
  }

  @Test("object subscript")
  func subscriptLookup() {
    let value: MustacheValue = ["a": ["b": 1]]
    #expect(value["a"]?["b"] == 1)
    #expect(value["missing"] == nil)
    #expect(MustacheValue.string("x")["a"] == nil)
  }
}
