import Diagnostics
import YAMLDecoding

extension DescriptionDecoder {
  /// Fills what features and permissions leave out with the app-level
  /// answers: a feature's `data` from `app.data` (the flows of the data
  /// types its resources give), a permission's `requestedAt.moment` and
  /// each state of `handles` it leaves out from `app.prompts`. A moment given neither way is an error at
  /// the permission's `requestedAt`; an app-level answer still `TODO` leaves
  /// the placeholder, which the binding reads as that question.
  func resolveAppDefaults(
    app: AppInfo?, features: inout [Feature], permissions: inout [Permission],
    permissionsPath: String
  ) {
    let promptsAsked = questions.questions.contains {
      $0.owner == .app && $0.field == ["prompts"]
    }
    if let flows = app?.data {
      for index in features.indices where features[index].dataFromApp {
        let types = Set(features[index].needs.keys.flatMap(\.dataTypes))
        features[index].data = flows.filter { types.contains($0.type) }
      }
    }
    for index in permissions.indices {
      // The app's answer fills each state the permission leaves out.
      if let handles = app?.prompts?.handles {
        let permission = permissions[index]
        permissions[index].handles = permission.handles.merging(
          handles.applying(to: permission.resource), for: permission.handlingStatesFromApp)
      }
      guard permissions[index].momentFromApp, !promptsAsked else { continue }
      if let moment = app?.prompts?.moment {
        permissions[index].requestedAt.moment = moment
      } else {
        context.report(
          .invalid(
            "requestedAt.moment is missing: say when the prompt appears (launch, onboarding, "
              + "feature or background) here, or once for the app in app.prompts.moment"),
          at: permissions[index].locations["requestedAt"],
          path: "\(permissionsPath)[\(index)].requestedAt")
      }
    }
  }
}
