extension DescriptionSchema {
  /// A feature: where it is, what it needs, what it sends and records.
  static var feature: Value {
    var schema = object(
      [
        "id": id.described("The feature's unique id, which permissions refer to: \(idCharacters)."),
        "name": text.described(
          "What the feature does, in a few words, such as Attach photos to an entry; reports "
            + "use the id when it is left out."),
        "screen": id.described("The id of the screen the feature lives on."),
        "control": text.described(
          "The button or gesture that starts the feature, as the app labels it."),
        "core": orUnanswered(flag).described(
          "true when the feature is central to the app's purpose; false by default."),
        "needs": orUnanswered(
          object(
            Dictionary(
              uniqueKeysWithValues: Resource.allCases.map { resource in
                (
                  resource.rawValue,
                  Value([
                    "oneOf": [
                      oneOf(resource.needVerbs).described("One use of \(resource)."),
                      Value([
                        "type": "array",
                        "items": oneOf(resource.needVerbs).described(
                          "A use of \(resource)."),
                        "minItems": 1, "uniqueItems": true,
                      ]).described("Several uses of \(resource), each once."),
                    ]
                  ]).described(
                    "What the feature needs of \(resource), one verb or a list: "
                      + "\(choices(resource.needVerbs)).")
                )
              }))
        ).described(
          "What the feature truly needs of each resource: one verb (photos: pick) or a list "
            + "when it does several things (photos: [save, browse]); the audit compares every "
            + "verb with the access the permissions ask for."),
        "data": orUnanswered(
          list(
            ref("dataFlow"),
            "The data the feature sends off the device, one entry per data type; when left "
              + "out, the app.data entries of the data types its resources give.")),
        "gatedOn": list(
          oneOf(Resource.self).described("A resource, such as tracking or location."),
          "The resources the feature, its content or its reward is withheld behind until the "
            + "person grants them."),
        "recording": recording,
        "invites": invites,
        "webContent": list(
          oneOf(WebContentAccess.self).described(
            "What a web page may ask for: camera, location, photosAdd (saving an image to "
              + "the library) or microphone."),
          "For a feature that shows web pages (a browser, a web view): what those pages may "
            + "ask for. Usage keys that only web content needs are justified without a "
            + "native feature needing them."),
        "shareSheet": list(
          oneOf(ShareSheetAccess.self).described(
            "What the system share sheet's actions need: photosAdd (Save Image on the images "
              + "handed to it)."),
          "For a feature that hands images to the system share sheet: the usage key its Save "
            + "Image action needs is justified without the app's code asking."),
        "alternativeWhenDenied": oneOf(DeniedAlternative.self).described(
          "none when no alternative can do the feature's job if access is denied (the camera "
            + "is the product); give the reason. The audit then asks only for an explanation "
            + "and a path to Settings."),
        "reason": text.described(
          "Why the feature has no alternative when access is denied; goes with "
            + "alternativeWhenDenied: none."),
      ].merging(featureContent) { first, _ in first }, required: ["id", "screen"])
    if case .object(var members) = schema {
      members["allOf"] = [
        [
          "if": ["required": ["alternativeWhenDenied"]],
          "then": Value(["required": ["reason"]]).described(
            "alternativeWhenDenied: none needs a reason."),
        ],
        [
          "if": ["required": ["reason"]],
          "then": Value(["required": ["alternativeWhenDenied"]]).described(
            "A reason explains alternativeWhenDenied, which must be given too."),
        ],
        [
          "if": ["required": ["safeguards"]],
          "then": Value([
            "required": ["content"],
            "properties": [
              "content": Value(["contains": ["enum": ["userGenerated", "chat", "creator"]]])
                .described(
                  "Names userGenerated, chat or creator, the content the safeguards protect.")
            ],
          ]).described("Safeguards protect user content or chat, which content must name."),
        ],
      ]
      schema = .object(members)
    }
    return schema.described("Something the app does with protected resources.")
  }

  /// What a feature that records the person's activity captures and shows.
  static var recording: Value {
    object([
      "captures": list(
        oneOf(RecordedActivity.self).described("A kind of activity the feature records."),
        "What the feature records: audio, video, screen, or input (taps and typing, as "
          + "session-replay SDKs record them)."),
      "indicator": oneOf(RecordingIndicator.self).described(
        "What tells the person that recording is on: visible (a red dot, a timer, a banner), "
          + "audible (a sound) or none."),
      "consent": oneOf(Consent.self).described(
        "Whether the person agrees before recording starts: explicit (they opt in or start "
          + "it themselves), notice (told, not asked) or none."),
    ]).described(
      "For a feature that makes a record of the person's activity (guideline 2.5.14): what it "
        + "captures, what shows it is on, and the consent.")
  }

  /// Data leaving the device; a `recipient` goes with `destination: thirdParty`.
  static var dataFlow: Value {
    var schema = object(
      [
        "type": oneOf(PrivacyDataType.self).described(
          "The data type, from App Store Connect's privacy-label list in camelCase, such as "
            + "photosOrVideos or preciseLocation."),
        "destination": oneOf(DataDestination.self).described(
          "Where the data goes: developerServer, thirdParty (also when it passes through your "
            + "own server first), userServer (the person's own server: self-hosted, federated; "
            + "not collection for the privacy labels, but the purpose string must say it "
            + "leaves the device) or none."),
        "linkedToUser": flag.described("true when the data is linked to the person's identity."),
        "purposes": purposes,
        "keepsLocationMetadata": orUnanswered(flag).described(
          "For photos and videos: true when their location metadata (EXIF GPS) is kept in what "
            + "is sent, false when it is removed first. Left out for photos that leave the "
            + "device, it is an open question (unless they come only from the app's own camera "
            + "in an app that never asks for location)."),
        "recipient": object(
          [
            "name": text.described("The third party's name, such as OpenAI."),
            "kind": oneOf(RecipientKind.self).described(
              "What kind of third party it is: ai, analytics, advertising, diagnostics, "
                + "payments, serviceProvider (processes data only on your behalf), "
                + "socialNetwork, dataBroker or other."),
          ], required: ["kind"]
        ).described(
          "The third party that receives the data; it goes with destination: thirdParty."),
        "consent": oneOf(Consent.self).described(
          "Whether the person agrees before the data is sent: explicit (they agree in the app "
            + "first, or start it themselves), notice (told, not asked) or none."),
      ], required: ["type", "destination"])
    if case .object(var members) = schema {
      members["if"] = ["required": ["recipient"]]
      members["then"] = [
        "properties": [
          "destination": Value(["const": "thirdParty"]).described(
            "Data with a recipient goes to a third party: destination is thirdParty.")
        ]
      ]
      schema = .object(members)
    }
    return schema.described("Data that leaves the device: its type, where it goes and why.")
  }

  /// Why data is collected, as App Store Connect names the purposes.
  static var purposes: Value {
    list(
      oneOf(DataPurpose.self).described("A purpose, as App Store Connect names it."),
      "Why the data is collected: \(choices(DataPurpose.self)).")
  }
}
