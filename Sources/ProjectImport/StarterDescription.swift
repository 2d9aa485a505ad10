/// What `reviewready init` writes for a team without an Info.plist at hand:
/// a small, commented starter description whose every field is explained,
/// which loads as it is and whose TODOs the audit reports.
public enum StarterDescription {
  /// The JSON Schema file the starter's first line points editors at,
  /// expected beside it.
  public static let schemaFileName = "reviewready.schema.json"

  /// The starter: a small, valid description whose every field is explained.
  public static let text = """
    # yaml-language-server: $schema=reviewready.schema.json
    # (The line above gives editors with the YAML language server completion and checking
    # from the schema init wrote beside this file; reviewready schema > reviewready.schema.json
    # writes it again, for this version of ReviewReady.)
    # An app description for ReviewReady (schema 1): what the app does with protected
    # resources, the prompts it shows, its purpose strings and its privacy labels.
    # `reviewready audit app.reviewready.yaml` checks it against the rule packs; every
    # value that is wrong is reported with its line. Replace each TODO (the audit lists
    # those it finds); remove what your app doesn't have. Keys starting with x- are yours.
    schema: 1                       # the format's version; always 1

    app:                            # who the app is
      name: "TODO: the app's name"  # as people see it on the Home Screen
      bundleId: com.example.app     # TODO: CFBundleIdentifier
      version: "1.0"                # the marketing version (CFBundleShortVersionString)
      build: "1"                    # the build number (CFBundleVersion)
      minimumOS: "16.0"             # the deployment target; some rules depend on it
      developmentRegion: en         # the language the app is written in
      locales: [en]                 # every locale the app ships, the development region first
      # privacyPolicyURL: https://example.com/privacy   # required when the app collects data
      # infoPlist: App/Info.plist   # the real Info.plist, relative to this file: the audit then
      #                             # checks purpose strings and locales against it and the
      #                             # InfoPlist.strings / InfoPlist.xcstrings beside it
      # infoPlistStrings: App/Resources   # where those localizations are, if not beside it
      # privacyManifest: App/PrivacyInfo.xcprivacy   # checked against privacyLabels
      usesNonExemptEncryption: false   # ITSAppUsesNonExemptEncryption: true only for
                                    # encryption beyond the system's HTTPS and keychain
      requiredReasonAPIs: [userDefaults]   # required-reason APIs the app and its SDKs call:
                                    # userDefaults | fileTimestamp | systemBootTime |
                                    # diskSpace | activeKeyboards ([] for none)
      # transportSecurity:          # NSAppTransportSecurity, when it relaxes anything
      #   allowsArbitraryLoads: false
      #   exceptionDomains: [camera.local]
      #   justification: Why plain HTTP is needed (App Review asks)

    screens:                        # the places a reviewer can reach
      - id: main                    # a stable id: letters, digits, - _ .
        name: "TODO: the screen's name, as the app shows it"
        path: "TODO: how a reviewer gets there (Profile tab > Edit)"
        requiresAccount: false      # true when it sits behind sign-in (then give a demo account)

    features:                       # what the app does with protected resources
      - id: take-photo
        name: "TODO: what the feature does (Take a photo for an entry)"
        screen: main                # the id of the screen it lives on
        control: "TODO: the button or gesture that starts it"
        core: true                  # central to the app's purpose?
        needs:                      # what it truly needs: a verb, or a list of them
          camera: capture           #   (photos: [save, browse]), per resource:
                                    #   photos: pick | save | browse | edit | delete
                                    #   camera: capture | scanDocument; location: once |
                                    #   approximate | whenInUse | background; contacts: pick |
                                    #   read | write; calendars: addEvent | read; …
        data: []                    # what leaves the device, e.g.
        #  - type: photosOrVideos   #   a privacy-label data type
        #    destination: developerServer   # developerServer | thirdParty | userServer
        #                                   # (the person's own server) | none
        #    linkedToUser: true
        #    purposes: [appFunctionality]
        #    keepsLocationMetadata: false   # for photos: is EXIF GPS kept?
        # webContent: [camera, location]   # web pages it shows may ask for these
        # alternativeWhenDenied: none       # no alternative can do its job (the camera
        # reason: The camera is the product #   is the product); give the reason
        # invites:                  # an invite screen: who is selected at first?
        #   contacts: chosen        #   chosen | preselected | selectAll

    permissions:                    # the system prompts the app really shows
      - id: camera
        resource: camera            # photos, camera, microphone, location, contacts, …
        access: capture             # the level asked for (photos: addOnly | readWrite;
                                    # location: whenInUse | always; calendars: writeOnly | full)
        # api: AVCaptureDevice.requestAccess(for:)   # informative
        # onlyBelow: "14.0"         # the prompt exists only on older systems (a fallback)
        requestedAt:
          screen: main              # where the prompt appears
          moment: feature           # launch | onboarding | feature | background
          feature: take-photo       # the feature it serves
        # primer:                   # the app's own screen before the prompt, if any
        #   text: Allow camera access to take photos.
        #   buttons: [Continue]
        handles:                    # what the app does in each state
          denied: settingsLink      # settingsLink | fallback | explains | blocks | unhandled
          restricted: explains
          # limited: manageSelection   # photos and contacts: manageSelection | treatsAsFull |
          #                            # blocks | unhandled
        requiredToUseApp: false     # does the app refuse to work without it?

    purposeStrings:                 # Info.plist usage descriptions, per locale
      NSCameraUsageDescription:
        en: "TODO: one sentence that names the feature and what the app does with the camera"

    privacyLabels:                  # App Store Connect › App Privacy
      collectsData: false           # true when any data leaves the device, then list it:
      data: []
      #  - type: photosOrVideos
      #    linkedToUser: true
      #    usedForTracking: false
      #    purposes: [appFunctionality]   # thirdPartyAdvertising | developersAdvertising |
      #                                   # analytics | productPersonalization |
      #                                   # appFunctionality | otherPurposes

    # review:                       # App Review information
    #   demoAccount:
    #     username: reviewer@example.com
    #     passwordEnv: REVIEW_DEMO_PASSWORD   # the variable that holds it, never the password
    #   contact: { name: Dana Reyes, email: dana@example.com }
    #   notes: |
    #     What a reviewer needs to know.

    # waivers:                      # findings you accept, with an owner and an end date
    #   - rule: permission.prompt-at-launch
    #     subject: camera
    #     reason: Why it is acceptable for now
    #     by: dana
    #     until: 2027-01-31

    """
}
