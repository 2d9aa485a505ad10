import CYAML

/// Pulls events out of libyaml, one at a time.
///
/// Owns a copy of the input for as long as libyaml reads it, and frees the
/// parser when it goes away.
final class LibYAMLParser {
  private let parser: UnsafeMutablePointer<yaml_parser_t>
  private let input: UnsafeMutableBufferPointer<UInt8>

  /// A failure reported by libyaml.
  struct Failure: Error {
    var message: String
    /// Where libyaml saw the problem, when it says.
    var mark: Mark?
    /// The byte offset of the problem, for reader (encoding) errors.
    var byteOffset: Int?
    /// libyaml's own parts, for a scanner or parser error.
    var syntax: YAMLSyntaxMessage?
  }

  init(bytes: [UInt8]) {
    input = .allocate(capacity: max(bytes.count, 1))
    _ = input.initialize(from: bytes)
    parser = .allocate(capacity: 1)
    yaml_parser_initialize(parser)
    yaml_parser_set_input_string(parser, input.baseAddress, bytes.count)
    yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
  }

  deinit {
    yaml_parser_delete(parser)
    parser.deallocate()
    input.deallocate()
  }

  /// The next event and where it starts.
  func next() throws(Failure) -> (YAMLEvent, Mark) {
    var event = yaml_event_t()
    guard yaml_parser_parse(parser, &event) != 0 else { throw failure() }
    defer { yaml_event_delete(&event) }
    let mark = Mark(line: Int(event.start_mark.line), column: Int(event.start_mark.column))
    return (convert(&event), mark)
  }

  private func convert(_ event: inout yaml_event_t) -> YAMLEvent {
    switch event.type {
    case YAML_STREAM_START_EVENT: return .streamStart
    case YAML_STREAM_END_EVENT: return .streamEnd
    case YAML_DOCUMENT_START_EVENT: return .documentStart
    case YAML_DOCUMENT_END_EVENT: return .documentEnd
    case YAML_ALIAS_EVENT: return .alias(anchor: string(event.data.alias.anchor) ?? "")
    case YAML_SCALAR_EVENT:
      let scalar = event.data.scalar
      let text = String(
        decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
      let properties = YAMLEvent.NodeProperties(
        anchor: string(scalar.anchor), tag: string(scalar.tag))
      return .scalar(text: text, style: style(scalar.style), properties: properties)
    case YAML_SEQUENCE_START_EVENT:
      let start = event.data.sequence_start
      return .sequenceStart(.init(anchor: string(start.anchor), tag: string(start.tag)))
    case YAML_SEQUENCE_END_EVENT: return .sequenceEnd
    case YAML_MAPPING_START_EVENT:
      let start = event.data.mapping_start
      return .mappingStart(.init(anchor: string(start.anchor), tag: string(start.tag)))
    case YAML_MAPPING_END_EVENT: return .mappingEnd
    default: return .streamEnd
    }
  }

  private func style(_ style: yaml_scalar_style_t) -> YAMLScalar.Style {
    switch style {
    case YAML_SINGLE_QUOTED_SCALAR_STYLE: return .singleQuoted
    case YAML_DOUBLE_QUOTED_SCALAR_STYLE: return .doubleQuoted
    case YAML_LITERAL_SCALAR_STYLE: return .literal
    case YAML_FOLDED_SCALAR_STYLE: return .folded
    default: return .plain
    }
  }

  private func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
    guard let pointer else { return nil }
    return String(cString: pointer)
  }

  private func failure() -> Failure {
    let state = parser.pointee
    let problem = state.problem.map { String(cString: $0) } ?? "invalid YAML"
    if state.error == YAML_READER_ERROR {
      return Failure(message: problem, mark: nil, byteOffset: Int(state.problem_offset))
    }
    let context = state.context.map { String(cString: $0) }
    let syntax = YAMLSyntaxMessage(
      problem: problem, context: context,
      contextMark: context == nil
        ? nil : Mark(line: Int(state.context_mark.line), column: Int(state.context_mark.column)),
      problemMark: Mark(line: Int(state.problem_mark.line), column: Int(state.problem_mark.column)))
    return Failure(message: problem, mark: syntax.problemMark, byteOffset: nil, syntax: syntax)
  }
}
