import Testing

/// Test input with `↓` markers saying where errors must point: the marker
/// sits just before the character the error's position names.
struct MarkedText: CustomStringConvertible {
  /// The text without markers.
  let text: String
  /// UTF-8 offsets of the markers in `text`, in order.
  let offsets: [Int]

  init(_ marked: String) {
    var text = ""
    var offsets: [Int] = []
    for character in marked {
      if character == "↓" {
        offsets.append(text.utf8.count)
      } else {
        text.append(character)
      }
    }
    self.text = text
    self.offsets = offsets
  }

  var description: String { text }
}

/// A marked expression and the messages expected at its markers, in order.
struct ErrorCase: CustomTestStringConvertible, Sendable {
  let marked: String
  let messages: [String]

  init(_ marked: String, _ messages: String...) {
    self.marked = marked
    self.messages = messages
  }

  var source: MarkedText { MarkedText(marked) }
  /// What the errors must be: offset and message pairs.
  var expected: [Located] { zip(source.offsets, messages).map { Located(offset: $0, message: $1) } }
  var testDescription: String { marked }
}

/// An error reduced to what tests compare.
struct Located: Equatable, CustomStringConvertible {
  let offset: Int
  let message: String
  var description: String { "@\(offset): \(message)" }
}
