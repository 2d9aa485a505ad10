/// Messages only descriptions need; the rest are `DecodingProblem`s.
enum DescriptionMessages {
  static let emptyFile =
    "the description is empty; expected a mapping with 'schema: 1' and 'app'"
}
