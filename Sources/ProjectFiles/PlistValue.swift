import Foundation

/// A property-list value, as Foundation's `PropertyListSerialization` reads
/// it, in a form that is `Sendable` and can be compared.
public indirect enum PlistValue: Sendable, Equatable {
  case string(String)
  case bool(Bool)
  case integer(Int)
  case real(Double)
  case date(Date)
  case data([UInt8])
  case array([PlistValue])
  case dictionary([String: PlistValue])

  /// The string, if this is one.
  public var stringValue: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// The Boolean, if this is one.
  public var boolValue: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  /// The elements, if this is an array.
  public var arrayValue: [PlistValue]? {
    if case .array(let value) = self { return value }
    return nil
  }

  /// The entries, if this is a dictionary.
  public var dictionaryValue: [String: PlistValue]? {
    if case .dictionary(let value) = self { return value }
    return nil
  }

  /// The kind, as messages name it: "a string", "an array", …
  public var kindName: String {
    switch self {
    case .string: return "a string"
    case .bool: return "a Boolean"
    case .integer: return "an integer"
    case .real: return "a real number"
    case .date: return "a date"
    case .data: return "data"
    case .array: return "an array"
    case .dictionary: return "a dictionary"
    }
  }

  /// Converts what `PropertyListSerialization` returns. Booleans arrive as
  /// `Bool`, numbers as `NSNumber`; anything else unexpected reads as its
  /// description.
  init(foundation value: Any) {
    switch value {
    case let text as String:
      self = .string(text)
    case let flag as Bool where type(of: value) == Bool.self:
      self = .bool(flag)
    case let number as NSNumber:
      let type = String(cString: number.objCType)
      if type == "c" || type == "B" {
        self = .bool(number.boolValue)
      } else if type == "d" || type == "f" {
        self = .real(number.doubleValue)
      } else {
        self = .integer(number.intValue)
      }
    case let date as Date:
      self = .date(date)
    case let data as Data:
      self = .data([UInt8](data))
    case let array as [Any]:
      self = .array(array.map(PlistValue.init(foundation:)))
    case let dictionary as [String: Any]:
      self = .dictionary(dictionary.mapValues(PlistValue.init(foundation:)))
    case let dictionary as [AnyHashable: Any]:
      var entries: [String: PlistValue] = [:]
      for (key, element) in dictionary { entries["\(key.base)"] = PlistValue(foundation: element) }
      self = .dictionary(entries)
    default:
      self = .string("\(value)")
    }
  }
}
