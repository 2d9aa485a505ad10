/// The catalog's `CodeAPI`s, indexed by the token a match starts from.
struct APIIndex: Sendable {
  /// A parsed Swift `call`.
  struct MemberForm: Sendable {
    var api: CodeAPI
    /// `PHPhotoLibrary` in `PHPhotoLibrary.requestAuthorization`; nil for `.member`.
    var type: String?
  }

  /// A parsed Objective-C `selector`.
  struct SelectorForm: Sendable {
    var api: CodeAPI
    /// Whether the selector takes arguments (its first part ends in `:`).
    var takesArguments: Bool
  }

  /// `Type.member` and `.member` forms, by member.
  var members: [String: [MemberForm]] = [:]
  /// `Name` forms (types created, functions called, views used), by name.
  var names: [String: [CodeAPI]] = [:]
  /// `[.member]` forms (an implicit member as a subscript's key), by member.
  var subscriptKeys: [String: [CodeAPI]] = [:]
  /// Objective-C selectors, by their first part without the colon.
  var selectors: [String: [SelectorForm]] = [:]
  /// Objective-C selectors without arguments, also matched as C functions
  /// called and classes created (`[[CBCentralManager alloc] init…]`), by name.
  var objectiveCNames: [String: [CodeAPI]] = [:]

  init(_ apis: [CodeAPI]) {
    for api in apis {
      if let call = api.call { add(call: call, api) }
      if let selector = api.selector {
        let first = selector.split(separator: ":", omittingEmptySubsequences: false).first ?? ""
        let name = String(first)
        if selector.contains(":") {
          selectors[name, default: []].append(SelectorForm(api: api, takesArguments: true))
        } else {
          selectors[name, default: []].append(SelectorForm(api: api, takesArguments: false))
          objectiveCNames[name, default: []].append(api)
        }
      }
    }
  }

  private mutating func add(call: String, _ api: CodeAPI) {
    if call.hasPrefix("[.") && call.hasSuffix("]") {
      subscriptKeys[String(call.dropFirst(2).dropLast()), default: []].append(api)
    } else if call.hasPrefix(".") {
      members[String(call.dropFirst()), default: []].append(MemberForm(api: api, type: nil))
    } else if let dot = call.lastIndex(of: ".") {
      let type = String(call[..<dot])
      let member = String(call[call.index(after: dot)...])
      members[member, default: []].append(MemberForm(api: api, type: type))
    } else {
      names[call, default: []].append(api)
    }
  }
}
