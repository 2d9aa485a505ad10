/// The variables a rule's texts (message, fix, review note) can read, so
/// that a finding converts only those to template data instead of the whole
/// description: a feature rule failing for every one of sixty features would
/// otherwise convert all sixty features sixty times.
///
/// A Mustache name resolves through the section contexts, then the data's
/// top level; keeping every top-level variable whose name is the first part
/// of some tag's name leaves every lookup's answer unchanged. Templates with
/// tags this scan does not follow (set delimiters, partials, the implicit
/// iterator) keep all variables.
enum RuleTextNames {
  /// The first name parts each rule's texts use, by rule id; nil for all.
  static func index(_ packs: [RulePack]) -> [String: Set<String>?] {
    var index: [String: Set<String>?] = [:]
    for rule in packs.flatMap(\.rules) {
      let sources = [rule.sources.message, rule.sources.fix, rule.sources.reviewNote]
      var names: Set<String>? = []
      for source in sources.compactMap({ $0 }) {
        guard let used = firstNames(in: source) else {
          names = nil
          break
        }
        names?.formUnion(used)
      }
      // Two rules with one id (packs reject it): keep everything.
      index[rule.id] = index[rule.id] == nil ? names : .some(nil)
    }
    return index
  }

  /// The first part of every name a template's tags use, or nil when the
  /// template has a tag whose names this scan can't tell.
  static func firstNames(in template: String) -> Set<String>? {
    var names: Set<String> = []
    let bytes = Array(template.utf8)
    var index = 0
    while let open = find(.braces, in: bytes, from: index) {
      guard let close = find(.closingBraces, in: bytes, from: open + 2) else { return nil }
      var start = open + 2
      index = close + 2
      if start < close, bytes[start] == UInt8(ascii: "{") {
        start += 1
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1 }
      }
      guard start < close else { return nil }
      switch bytes[start] {
      case UInt8(ascii: "!"): continue  // a comment
      case UInt8(ascii: "="), UInt8(ascii: ">"), UInt8(ascii: "<"), UInt8(ascii: "$"):
        return nil  // delimiters, partials, parents, blocks
      case UInt8(ascii: "#"), UInt8(ascii: "^"), UInt8(ascii: "/"), UInt8(ascii: "&"): start += 1
      default: break
      }
      while start < close, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t") {
        start += 1
      }
      var end = start
      while end < close, bytes[end] != UInt8(ascii: "."), bytes[end] != UInt8(ascii: " "),
        bytes[end] != UInt8(ascii: "\t")
      {
        end += 1
      }
      // Nothing, or a name starting with `.` (the implicit iterator).
      guard end > start else { return nil }
      names.insert(String(decoding: bytes[start..<end], as: UTF8.self))
    }
    return names
  }

  private enum Delimiter {
    case braces, closingBraces
    var byte: UInt8 { self == .braces ? UInt8(ascii: "{") : UInt8(ascii: "}") }
  }

  /// Where the next `{{` or `}}` starts at or after `start`.
  private static func find(_ delimiter: Delimiter, in bytes: [UInt8], from start: Int) -> Int? {
    var index = start
    while index + 1 < bytes.count {
      if bytes[index] == delimiter.byte, bytes[index + 1] == delimiter.byte { return index }
      index += 1
    }
    return nil
  }
}
