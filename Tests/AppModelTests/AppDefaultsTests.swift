import AppModel
import Diagnostics
import Testing

/// The answers given once for the whole app (`app.data`, `app.prompts`):
/// what features and permissions that leave theirs out read, what those
/// that give their own keep, and the questions while the answers are `TODO`.
@Suite struct AppDefaultsTests {
  /// A camera feature and a contacts feature, each with a prompt; `@@app`
  /// is replaced with the app-level answers, `@@camera` with the camera
  /// permission's own fields.
  static func description(app: String, camera: String = "") -> String {
    """
    schema: 1
    app:
      name: Defaults
      bundleId: com.example.defaults
    \(app)
    screens:
      - id: main
    features:
      - id: scan
        screen: main
        needs: { camera: capture }
      - id: invite
        screen: main
        needs: { contacts: read }
      - id: local
        screen: main
        needs: { contacts: read }
        data: []
    permissions:
      - id: camera
        resource: camera
        access: capture
        requestedAt:
          screen: main
          feature: scan
    \(camera)
      - id: contacts
        resource: contacts
        access: full
        requestedAt:
          screen: main
          feature: invite
    purposeStrings: {}
    """
  }

  static func decode(_ text: String) throws -> AppDescription {
    try DescriptionLoader.decode(bytes: Array(text.utf8), file: "a.yaml")
  }

  @Test func featuresAndPermissionsReadTheAppLevelAnswers() throws {
    let description = try Self.decode(
      Self.description(
        app: """
            data:
              - { type: photosOrVideos, destination: developerServer, purposes: [appFunctionality], keepsLocationMetadata: false }
              - { type: contacts, destination: developerServer, purposes: [appFunctionality] }
            prompts:
              moment: onboarding
              handles: { limited: manageSelection, denied: settingsLink, restricted: explains }
          """))
    #expect(description.questions.isEmpty)
    let scan = try #require(description.feature("scan"))
    // Only the entries of the data types its resources give.
    #expect(scan.dataFromApp && scan.data.map(\.type) == [.photosOrVideos])
    #expect(description.feature("invite")?.data.map(\.type) == [.contacts])
    // Its own `data: []` replaces the app-level answer.
    #expect(description.feature("local")?.dataFromApp == false)
    #expect(description.feature("local")?.data.isEmpty == true)
    let camera = try #require(description.permissions.first)
    #expect(camera.momentFromApp && camera.requestedAt.moment == .onboarding)
    // `limited` only where the resource has a limited grant.
    #expect(camera.handles.limited == nil && camera.handles.denied == .settingsLink)
    #expect(camera.handles.restricted == .explains)
    #expect(description.permissions.last?.handles.limited == .manageSelection)
    // Names left out are the ids.
    #expect(scan.name == "scan" && !scan.named)
    #expect(description.screen("main")?.name == "main")
  }

  @Test func aPermissionsOwnAnswerOverridesTheApps() throws {
    let description = try Self.decode(
      Self.description(
        app: "  prompts: { moment: feature, handles: { denied: settingsLink } }",
        camera: "    handles: { denied: blocks }"
      ).replacingOccurrences(
        of: "      feature: scan", with: "      moment: launch\n      feature: scan"))
    let camera = try #require(description.permissions.first)
    #expect(!camera.momentFromApp && camera.requestedAt.moment == .launch)
    #expect(!camera.handlesFromApp && camera.handles.denied == .blocks)
    #expect(description.permissions.last?.requestedAt.moment == .feature)
  }

  /// A camera permission's own `handles` and what it must end with.
  struct MergeCase: Sendable {
    var camera: String
    var denied: RefusalHandling
    var restricted: RefusalHandling
    var fromApp: Set<AuthorizationState>
  }

  static let mergeCases = [
    MergeCase(
      camera: "    handles: { denied: blocks }", denied: .blocks, restricted: .explains,
      fromApp: [.restricted]),
    MergeCase(
      camera: "    handles: { restricted: fallback }", denied: .settingsLink,
      restricted: .fallback, fromApp: [.denied]),
    MergeCase(
      camera: "    handles: { denied: blocks, restricted: blocks }", denied: .blocks,
      restricted: .blocks, fromApp: []),
    MergeCase(
      camera: "", denied: .settingsLink, restricted: .explains, fromApp: [.denied, .restricted]),
  ]

  /// A permission's `handles` overrides the app's state by state: the
  /// states it leaves out keep `app.prompts.handles`' answers.
  @Test(arguments: mergeCases)
  func aPermissionsStatesMergeWithTheApps(_ item: MergeCase) throws {
    let description = try Self.decode(
      Self.description(
        app:
          "  prompts: { moment: feature, handles: { denied: settingsLink, restricted: explains } }",
        camera: item.camera))
    let permission = try #require(description.permissions.first)
    #expect(permission.handles.denied == item.denied)
    #expect(permission.handles.restricted == item.restricted)
    #expect(permission.handlingStatesFromApp == item.fromApp)
    #expect(permission.handles.limited == nil)
  }

  @Test func unansweredAppLevelAnswersAreOneQuestionEach() throws {
    let description = try Self.decode(
      Self.description(
        app: """
            data: "TODO: where the data goes"
            prompts: TODO
          """))
    #expect(description.questions.map(\.path) == ["app.data", "app.prompts"])
    #expect(description.permissionsWithUnansweredMoment == ["camera", "contacts"])
  }

  @Test func aMomentGivenNowhereIsAnError() throws {
    #expect {
      _ = try Self.decode(Self.description(app: ""))
    } throws: { error in
      let diagnostics = (error as? DiagnosticsError)?.diagnostics ?? []
      return diagnostics.count == 2
        && diagnostics.allSatisfy {
          $0.message.contains("requestedAt.moment is missing")
            && $0.message.contains("app.prompts.moment")
        }
    }
  }

  @Test func askedByTakesWhoAsksOrAQuestion() throws {
    let asked = try Self.decode(
      Self.description(
        app: "  prompts: { moment: feature }", camera: "    askedBy: \"TODO: who asks?\""))
    #expect(asked.questions.map(\.path) == ["permissions[0].askedBy"])
    let answered = try Self.decode(
      Self.description(app: "  prompts: { moment: feature }", camera: "    askedBy: sdk"))
    #expect(answered.permissions.first?.askedBy == .sdk)
    #expect(throws: DiagnosticsError.self) {
      _ = try Self.decode(
        Self.description(app: "  prompts: { moment: feature }", camera: "    askedBy: browser"))
    }
  }
}
