extension DescriptionSchema {
  /// Info.plist usage descriptions, each a text per locale.
  static var purposeStrings: Value {
    Value([
      "type": "object",
      "patternProperties": extensions,
      "additionalProperties": false,
      "properties": .object(
        Dictionary(
          uniqueKeysWithValues: UsageDescriptionKeys.all.map { key in
            (
              key,
              ref(
                "localizedText",
                "The \(key) purpose string the system prompt shows: a text per locale, or one "
                  + "text in the development region.")
            )
          })),
    ]).described("Info.plist usage descriptions, keyed by Info.plist key.")
  }

  /// One purpose string: a text, or a text per locale.
  static var localizedText: Value {
    Value([
      "oneOf": [
        ["type": ["string", "number"], "description": "The text in the development region."],
        Value([
          "type": "object", "patternProperties": extensions,
          "additionalProperties": Value(["type": ["string", "number", "null"]]).described(
            "The text in this locale; left empty, it is reported as a placeholder."),
        ]).described("A text per locale, keyed by locale code, such as en or de."),
      ]
    ]).described("A purpose string: one text in the development region, or a text per locale.")
  }

  /// The App Privacy answers.
  static var privacyLabels: Value {
    object(
      [
        "collectsData": orUnanswered(flag).described(
          "Whether the app collects any data (App Store Connect's first App Privacy "
            + "question); when true, list the data types under data."),
        "data": list(
          ref("labelEntry"), "The data types the labels declare, each once with all its purposes."),
      ], required: ["collectsData"]
    ).described("The App Privacy labels, as given in App Store Connect.")
  }

  /// One data type of the App Privacy labels.
  static var labelEntry: Value {
    object(
      [
        "type": oneOf(PrivacyDataType.self).described(
          "The data type, from App Store Connect's privacy-label list in camelCase, such as "
            + "emailAddress or crashData."),
        "linkedToUser": flag.described(
          "Whether the label says the data is linked to the person's identity; false by "
            + "default."),
        "usedForTracking": flag.described(
          "Whether the label says the data is used for tracking; false by default."),
        "purposes": purposes,
      ], required: ["type"]
    ).described("One data type the App Privacy labels declare.")
  }
}
