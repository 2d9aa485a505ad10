extension DescriptionSchema {
  /// A permission; its `access` levels depend on its resource.
  static var permission: Value {
    var schema = object(
      [
        "id": id.described("The permission's unique id: \(idCharacters)."),
        "resource": oneOf(Resource.self).described(
          "The protected resource the prompt asks for, such as photos, camera, location or "
            + "tracking."),
        "access": orUnanswered(oneOf(Resource.allAccessLevels)).described(
          "The access level asked for, which depends on the resource (photos: addOnly or "
            + "readWrite; location: whenInUse or always; calendars: writeOnly or full; …)."),
        "accuracy": orUnanswered(oneOf(LocationAccuracy.self)).described(
          "For location only: the accuracy asked for, full (the default) or reduced."),
        "api": text.described(
          "The API that shows the prompt, such as AVCaptureDevice.requestAccess(for:); "
            + "informative only."),
        "requestedAt": object(
          [
            "screen": id.described("The id of the screen on which the prompt appears."),
            "moment": orUnanswered(oneOf(PromptMoment.self)).described(
              "When the prompt appears: launch, onboarding, feature (when the person starts "
                + "the feature it serves) or background; app.prompts.moment when left out."),
            "feature": id.described("The id of the feature the prompt serves."),
          ],
          required: ["screen"]
        ).described("Where and when the system prompt appears."),
        "primer": orUnanswered(
          object([
            "text": text.described("The primer's text, as the app shows it."),
            "buttons": texts("A button title, as the app shows it.").described(
              "The primer's button titles, such as [Continue, Later]; one title may be written "
                + "on its own."),
          ])
        ).described("The app's own screen shown before the system prompt, if it has one."),
        "handles": orUnanswered(
          ref("handles")
        ).described(
          "What the app does in each authorization state; each state left out is "
            + "app.prompts.handles' answer for it."),
        "askedBy": orUnanswered(oneOf(PromptAsker.self)).described(
          "Who shows the prompt when the app's own code doesn't: webContent (a web view's "
            + "pages), shareSheet (an action such as Save Image) or sdk (a linked SDK); app by "
            + "default. The import asks it for a usage key no scanned code uses; the other "
            + "answer is to remove the key and the permission."),
        "requiredToUseApp": orUnanswered(flag).described(
          "true when the app refuses to work without this permission; false by default."),
        "onlyBelow": orUnanswered(
          Value(["type": ["string", "number"], "pattern": "^[0-9]+(\\.[0-9]+){0,2}$"])
        ).described(
          "For a fallback path: the first iOS version on which this prompt no longer appears, "
            + "such as \"14.0\" for a UIImagePickerController library prompt that PHPicker "
            + "replaces; rules about what older systems lack (limited photo access, approximate "
            + "location, write-only calendars) skip it."),
      ], required: ["id", "resource", "access", "requestedAt"])
    if case .object(var members) = schema {
      members["allOf"] = .array(Resource.allCases.map(accessLevelRule))
      schema = .object(members)
    }
    return schema.described("A system prompt the app shows, and how it handles the answer.")
  }

  /// What the app does in each authorization state: a permission's
  /// `handles`, and the app-level `app.prompts.handles`.
  static var handles: Value {
    let refusal = orUnanswered(oneOf(RefusalHandling.self))
    return object([
      "limited": orUnanswered(oneOf(LimitedAccessHandling.self)).described(
        "For photos and contacts: what the app does when the person grants only some: "
          + "\(choices(LimitedAccessHandling.self))."),
      "denied": refusal.described(
        "What the app does when the person denies access: \(choices(RefusalHandling.self))."),
      "restricted": refusal.described(
        "What the app does when access is restricted (parental controls, device "
          + "management): \(choices(RefusalHandling.self))."),
    ]).described("What the app does in each authorization state.")
  }

  /// The access levels a permission for `resource` may ask for.
  static func accessLevelRule(_ resource: Resource) -> Value {
    [
      "if": [
        "properties": [
          "resource": Value(["const": .string(resource.rawValue)]).described(
            "The permission asks for \(resource).")
        ],
        "required": ["resource"],
      ],
      "then": [
        "properties": [
          "access": orUnanswered(oneOf(resource.accessLevels)).described(
            "The access level asked for \(resource): "
              + "\(choices(resource.accessLevels)).")
        ]
      ],
    ]
  }
}
