import Testing
import YAML

/// libyaml's syntax errors for an unclosed quote or bracket, or a bracket
/// closed by the wrong one, name the opening character, where it opened and
/// what would be right; the error points at the opening quote when the text
/// runs to the end of the file.
@Suite struct SyntaxMessageTests {
  static let cases: [(name: String, yaml: String, expected: String)] = [
    (
      "unclosed double quote", "name: \"Trail\nbundleId: x\n",
      "t.yaml:1:7: error: the \" opened here is never closed: the text runs to the end of the "
        + "file; end it with \" on the line it belongs to (a \" inside it is written \\\", or "
        + "quote the text with ' instead)"
    ),
    (
      "unclosed single quote", "a: 1\nname: 'Trail\n",
      "t.yaml:2:7: error: the ' opened here is never closed: the text runs to the end of the "
        + "file; end it with ' on the line it belongs to (a ' inside it is written '')"
    ),
    (
      "quote open at a document marker", "name: \"Trail\n---\n",
      "t.yaml:2:1: error: the \" opened at line 1, column 7 is not closed before this document "
        + "marker; end the text with \" (a \" inside it is written \\\", or quote the text with ' "
        + "instead)"
    ),
    (
      "unclosed list", "locales: [en, de\nname: x\n",
      "t.yaml:2:5: error: the [ opened at line 1, column 10 is not closed: expected , before the "
        + "next item or ] to end the list here"
    ),
    (
      "unclosed mapping", "app: {name: x\nb: 1\n",
      "t.yaml:2:2: error: the { opened at line 1, column 6 is not closed: expected , before the "
        + "next key: value pair or } to end the mapping here"
    ),
    (
      "list closed by a brace", "locales: [en, de}\n",
      "t.yaml:1:17: error: found }, but the [ opened at line 1, column 10 is closed with ]; "
        + "write ] here to end the list"
    ),
    (
      "mapping closed by a bracket", "app: {name: é]\n",
      "t.yaml:1:14: error: found ], but the { opened at line 1, column 6 is closed with }; "
        + "write } here to end the mapping"
    ),
    (
      "another error keeps libyaml's words", "a: \"\\q\"\n",
      "t.yaml:1:5: error: found unknown escape character in the text quoted with \" at line 1, "
        + "column 4"
    ),
  ]

  @Test(arguments: cases)
  func message(_ name: String, _ yaml: String, _ expected: String) {
    do {
      _ = try YAMLLoader.load(text: yaml, file: "t.yaml")
      Issue.record("\(name): loaded")
    } catch {
      #expect(error.description == expected, "\(name)")
    }
  }
}
