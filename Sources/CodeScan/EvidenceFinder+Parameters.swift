/// A value handed to an API through a parameter: `picker.sourceType = source`
/// inside `func present(source: UIImagePickerController.SourceType)`, read
/// from the calls of `present` in the same file (`present(source: .camera)`).
extension EvidenceFinder {
  /// The most tokens read back from a function's body to its `func`.
  static let maximumSignatureTokens = 200

  /// The level the calls of the enclosing function give `api` through the
  /// parameter the assignment at `position` reads, when the assigned value
  /// is that parameter alone; nil otherwise or when no call names a value.
  func parameterLevel(of api: CodeAPI, after position: Int) -> String? {
    guard language == .swift, token(position + 1)?.text == "=" else { return nil }
    let span = argumentSpan(after: position)
    guard span.count == 1, tokens[span.lowerBound].kind == .identifier,
      let scope = outline.enclosing(.function, of: position), let baseName = scope.baseName,
      let label = parameterLabel(named: tokens[span.lowerBound].text, of: scope)
    else { return nil }
    for call in calls(of: baseName, outside: scope) {
      let arguments = argumentSpan(after: call)
      if let value = argument(label, in: arguments).flatMap({
        firstValue(in: $0, of: api, stopAtComma: true)
      }) {
        return value
      }
    }
    return nil
  }

  /// The external label of the parameter whose internal name is `name`
  /// (`_` for an unlabelled one), read from the signature before the body.
  private func parameterLabel(named name: String, of scope: SourceOutline.Scope) -> String? {
    guard let open = signatureOpen(before: scope.start) else { return nil }
    var cursor = open + 1
    var depth = 0
    var names: [String] = []
    while cursor < scope.start {
      let token = tokens[cursor]
      if token.isPunctuation("(") || token.isPunctuation("[") || token.text == "<" {
        depth += 1
      } else if token.isPunctuation(")") || token.isPunctuation("]") || token.text == ">" {
        if depth == 0 { break }
        depth -= 1
      } else if depth == 0, token.isPunctuation(",") {
        names = []
      } else if depth == 0, token.isPunctuation(":") {
        if names.last == name { return names.first }
        names = [".."]
      } else if depth == 0, token.kind == .identifier || token.text == "_", names != [".."] {
        names.append(token.text)
      }
      cursor += 1
    }
    return nil
  }

  /// The `(` that opens the parameter list of the function whose body
  /// starts at `bodyStart`.
  private func signatureOpen(before bodyStart: Int) -> Int? {
    let lowest = max(0, bodyStart - Self.maximumSignatureTokens)
    var cursor = bodyStart - 1
    while cursor >= lowest {
      if tokens[cursor].isIdentifier("func") || tokens[cursor].isIdentifier("init") {
        var open = cursor + 1
        while open < bodyStart, !tokens[open].isPunctuation("(") { open += 1 }
        return open < bodyStart ? open : nil
      }
      cursor -= 1
    }
    return nil
  }

  /// Where the file calls `baseName(…)`, outside the function itself.
  private func calls(of baseName: String, outside scope: SourceOutline.Scope) -> [Int] {
    tokens.indices.filter { position in
      tokens[position].isIdentifier(baseName)
        && token(position + 1)?.isPunctuation("(") == true
        && token(position - 1)?.isIdentifier("func") != true
        && !(scope.start..<max(scope.start, scope.end)).contains(position)
    }
  }

  /// The tokens of the argument labelled `label` (the first argument for
  /// `_`), up to the next comma at its depth.
  private func argument(_ label: String, in span: Range<Int>) -> Range<Int>? {
    if label == "_" { return span }
    return argumentLabels(in: span).first { tokens[$0].text == label }.map {
      ($0 + 2)..<span.upperBound
    }
  }
}
