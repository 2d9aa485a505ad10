/// A parse event, as libyaml reports them, with Swift strings.
enum YAMLEvent {
  /// Properties shared by the events that start a node.
  struct NodeProperties {
    var anchor: String?
    var tag: String?
  }

  case streamStart
  case streamEnd
  case documentStart
  case documentEnd
  case alias(anchor: String)
  case scalar(text: String, style: YAMLScalar.Style, properties: NodeProperties)
  case sequenceStart(NodeProperties)
  case sequenceEnd
  case mappingStart(NodeProperties)
  case mappingEnd
}

/// A 0-based position inside the input, as libyaml counts it.
struct Mark {
  var line: Int
  var column: Int
}
