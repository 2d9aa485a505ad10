/// The access level a matched call asks for, read from its arguments or
/// the line that assigns it.
extension EvidenceFinder {
  /// The level `api` gets at `position` from its arguments, or its default;
  /// nil when only a value could tell and none is there.
  func level(of api: CodeAPI, after position: Int) -> String? {
    if !api.whenEmpty.isEmpty, let level = emptyArgumentLevel(of: api, after: position) {
      return level
    }
    guard !api.values.isEmpty else { return api.level }
    let span = argumentSpan(after: position)
    if let label = api.label {
      var cursor = span.lowerBound
      while cursor < span.upperBound {
        // The label's colon must be inside the span too: an assignment's
        // span ends at its line, and the colon may open the next one.
        if tokens[cursor].isIdentifier(label), cursor + 1 < span.upperBound,
          tokens[cursor + 1].isPunctuation(":")
        {
          if let level = firstValue(in: (cursor + 2)..<span.upperBound, of: api, stopAtComma: true)
          {
            return level
          }
          break
        }
        cursor += 1
      }
    }
    return firstValue(in: span, of: api, stopAtComma: false)
      ?? parameterLevel(of: api, after: position) ?? api.level
  }

  /// The level `api.whenEmpty` gives when one of its labelled arguments is
  /// an empty literal: `[]`, `[:]`, `nil`, `Set()` or `.init()`.
  func emptyArgumentLevel(of api: CodeAPI, after position: Int) -> String? {
    let span = argumentSpan(after: position)
    for label in argumentLabels(in: span) {
      if let level = api.whenEmpty[tokens[label].text],
        isEmptyLiteral(from: label + 2, before: span.upperBound)
      {
        return level
      }
    }
    return nil
  }

  /// The positions of the argument labels in `span` (an identifier and its
  /// `:` at the arguments' own depth), in order.
  func argumentLabels(in span: Range<Int>) -> [Int] {
    var found: [Int] = []
    var depth = 0
    var cursor = span.lowerBound
    while cursor + 1 < span.upperBound {
      let token = tokens[cursor]
      if token.isPunctuation("(") || token.isPunctuation("[") { depth += 1 }
      if token.isPunctuation(")") || token.isPunctuation("]") { depth -= 1 }
      if depth == 0, token.kind == .identifier, tokens[cursor + 1].isPunctuation(":") {
        found.append(cursor)
      }
      cursor += 1
    }
    return found
  }

  /// Whether the argument starting at `start` is an empty literal that
  /// ends at the next `,` or the end of the arguments.
  private func isEmptyLiteral(from start: Int, before end: Int) -> Bool {
    let texts = (start..<min(end, start + 4)).map { tokens[$0].text }
    let forms: [[String]] = [
      ["[", "]"], ["[", ":", "]"], ["nil"], ["Set", "(", ")"], [".", "init", "(", ")"],
      ["init", "(", ")"],
    ]
    return forms.contains { form in
      texts.count >= form.count && Array(texts.prefix(form.count)) == form
        && (start + form.count == end || tokens[start + form.count].isPunctuation(","))
    }
  }

  func firstValue(in span: Range<Int>, of api: CodeAPI, stopAtComma: Bool) -> String? {
    var depth = 0
    for cursor in span {
      let token = tokens[cursor]
      if token.isPunctuation("(") || token.isPunctuation("[") { depth += 1 }
      if token.isPunctuation(")") || token.isPunctuation("]") { depth -= 1 }
      if stopAtComma && depth <= 0 && token.isPunctuation(",") { return nil }
      if token.kind == .identifier, let level = api.values[token.text] { return level }
    }
    return nil
  }

  /// The tokens that are the arguments of the call starting at `position`:
  /// its parentheses, the rest of an assignment's line, or an Objective-C
  /// message up to its `]`.
  func argumentSpan(after position: Int) -> Range<Int> {
    let start = position + 1
    guard let next = token(start) else { return start..<start }
    let limit = min(tokens.count, start + Self.maximumArgumentTokens)
    if next.isPunctuation("(") {
      var depth = 0
      for cursor in start..<limit {
        if tokens[cursor].isPunctuation("(") { depth += 1 }
        if tokens[cursor].isPunctuation(")") {
          depth -= 1
          if depth == 0 { return (start + 1)..<cursor }
        }
      }
      return (start + 1)..<limit
    }
    if next.kind == .operator && next.text == "=" {
      var end = start + 1
      while end < limit && tokens[end].line == next.line && !tokens[end].isPunctuation(";") {
        end += 1
      }
      return (start + 1)..<end
    }
    if language == .objectiveC && (next.isPunctuation(":") || next.isIdentifier("alloc")) {
      var depth = 0
      for cursor in start..<limit {
        if tokens[cursor].isPunctuation("[") { depth += 1 }
        if tokens[cursor].isPunctuation("]") {
          depth -= 1
          if depth < 0 { return start..<cursor }
        }
      }
      return start..<limit
    }
    return start..<start
  }
}
