import AppModel
import Mustache
import RuleLanguage

/// Expression values as Mustache data, for rendering a rule's texts.
extension MustacheValue {
  init(_ value: RuleLanguage.Value) {
    switch value {
    case .null: self = .null
    case .bool(let flag): self = .bool(flag)
    case .int(let number): self = .int(number)
    case .double(let number): self = .double(number)
    case .string(let text): self = .string(text)
    case .list(let items): self = .list(items.map(MustacheValue.init))
    case .map(let entries): self = .object(entries.mapValues(MustacheValue.init))
    case .object(let object):
      self = .object(object.fieldDictionary.mapValues(MustacheValue.init))
    // Only reached when the rest of a rule decided without the fact.
    case .unknown: self = .string(OpenQuestion.marker)
    }
  }
}
