extension Template {
  /// The first part of every name the template's tags look up
  /// (`{{permission.id}}` → `permission`), or nil when the template reads
  /// something that can't be told from its own text: a partial or parent
  /// (another template's tags), or `{{.}}` outside any section (the whole
  /// context). Since a name resolves through the section contexts and then
  /// the data's top level, data holding only these top-level names renders
  /// exactly as the whole data would.
  public var topLevelNames: Set<String>? {
    var names: Set<String> = []
    guard let nodes = try? parsedNodes() else { return nil }
    return Self.collect(nodes, into: &names, insideSection: false) ? names : nil
  }

  /// Adds the names of `nodes` to `names`; false when one can't be told.
  private static func collect(_ nodes: [Node], into names: inout Set<String>, insideSection: Bool)
    -> Bool
  {
    for node in nodes {
      switch node {
      case .text: continue
      case .variable(let variable):
        guard let first = variable.name.parts.first else {
          if insideSection { continue }
          return false
        }
        names.insert(first)
      case .section(let section):
        guard let first = section.name.parts.first else {
          if !insideSection { return false }
          if !collect(section.children, into: &names, insideSection: true) { return false }
          continue
        }
        names.insert(first)
        if !collect(section.children, into: &names, insideSection: true) { return false }
      case .block(let block):
        if !collect(block.children, into: &names, insideSection: insideSection) { return false }
      case .partial, .parent:
        return false
      }
    }
    return true
  }
}
