import Foundation

extension MustacheValue {
  /// Converts the output of `JSONSerialization.jsonObject(with:)`, or plain Swift
  /// values of the same shape, into a value.
  ///
  /// `NSNull` and `nil` become ``null``; strings, arrays and dictionaries convert
  /// element by element. Numbers need care because Foundation boxes JSON booleans and
  /// numbers alike in `NSNumber`, and on Linux `NSNumber(1) as? Bool` succeeds: the
  /// conversion looks at the number's storage type instead, so JSON `true` becomes
  /// ``bool(_:)``, `1` becomes ``int(_:)`` and `1.0` becomes ``double(_:)``.
  /// Integers too large for `Int` become doubles. Anything else (a `Date`, say)
  /// becomes its `String(describing:)` text.
  ///
  /// - Parameter jsonObject: A JSON-compatible value.
  public init(jsonObject: Any) {
    self = Self.convert(jsonObject)
  }

  /// Parses JSON text (any top-level value, not only objects and arrays).
  ///
  /// - Parameter jsonData: UTF-8 encoded JSON.
  /// - Throws: The `JSONSerialization` error when the data is not valid JSON.
  public init(jsonData: Data) throws {
    let object = try JSONSerialization.jsonObject(with: jsonData, options: [.fragmentsAllowed])
    self.init(jsonObject: object)
  }

  private static func convert(_ value: Any) -> MustacheValue {
    if value is NSNull { return .null }
    if let value = value as? MustacheValue { return value }
    // Swift's own scalar types first: their dynamic type is exact.
    if type(of: value) == Bool.self, let flag = value as? Bool { return .bool(flag) }
    if type(of: value) == Int.self, let number = value as? Int { return .int(number) }
    if type(of: value) == Double.self, let number = value as? Double { return .double(number) }
    if let string = value as? String { return .string(string) }
    if let number = value as? NSNumber { return convert(number) }
    if let items = value as? [Any] { return .list(items.map(convert)) }
    if let fields = value as? [String: Any] {
      return .object(fields.mapValues(convert))
    }
    if let fields = value as? [AnyHashable: Any] {
      var converted: [String: MustacheValue] = [:]
      for (key, item) in fields { converted[String(describing: key.base)] = convert(item) }
      return .object(converted)
    }
    // Last, as reflection is slow: an optional boxed in `Any`.
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      guard let wrapped = mirror.children.first?.value else { return .null }
      return convert(wrapped)
    }
    return .string(String(describing: value))
  }

  private static func convert(_ number: NSNumber) -> MustacheValue {
    // objCType is "c" (or "B") for booleans on Darwin and Linux alike; JSON numbers
    // are never stored as a single char.
    switch number.objCType.pointee {
    case CChar(UInt8(ascii: "c")), CChar(UInt8(ascii: "B")):
      return .bool(number.boolValue)
    case CChar(UInt8(ascii: "f")), CChar(UInt8(ascii: "d")):
      return .double(number.doubleValue)
    default:
      let wide = number.int64Value
      if number.compare(NSNumber(value: wide)) == .orderedSame, let exact = Int(exactly: wide) {
        return .int(exact)
      }
      return .double(number.doubleValue)
    }
  }
}
