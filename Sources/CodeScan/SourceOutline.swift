/// The structure around every token of a file: the types, functions and
/// closures that enclose it (from braces, and Objective-C's
/// `@implementation … @end`), when that code runs (`Evidence.Trigger`),
/// and the `#available` / `@available` guard it sits under. Built in one
/// pass over the tokens, with the heuristics of a reader, not a compiler:
/// a brace after a declaration opens that declaration, after a control
/// keyword a block, and otherwise a closure named by the call it follows.
struct SourceOutline {
  /// One brace-delimited region (or an Objective-C class implementation).
  /// Laid out for files with many of them: 24 bytes for a closure or a
  /// block, with the texts only a type, a function or an availability
  /// guard has kept in a box beside it (a scope of inline optional strings
  /// took 96, and 2 MB of `){x}` makes half a million scopes).
  struct Scope {
    enum Kind: UInt8 { case file, type, function, closure, block }
    var kind: Kind
    /// When the region's code runs, when it says so itself.
    var trigger: Evidence.Trigger?
    /// A SwiftUI preview or a `PreviewProvider`: never evidence.
    var isPreview = false
    /// A type that is the app itself (`@main`, conforming to `App` or
    /// `UIApplicationDelegate`), whose start-up code runs at launch.
    var isAppType = false
    private var parentIndex: Int32
    private var startIndex: Int32
    private var endIndex: Int32
    private var texts: Texts?

    /// The rare texts of a scope, shared by copies and replaced whole.
    final class Texts: Sendable {
      let name: String?
      let baseName: String?
      let availability: String?

      init(name: String?, baseName: String?, availability: String?) {
        self.name = name
        self.baseName = baseName
        self.availability = availability
      }
    }

    init(
      kind: Kind, name: String? = nil, baseName: String? = nil, parent: Int? = nil, start: Int,
      end: Int
    ) {
      self.kind = kind
      parentIndex = Int32(parent ?? -1)
      startIndex = Int32(start)
      endIndex = Int32(end)
      setTexts(name: name, baseName: baseName, availability: nil)
    }

    /// The type's name, or the function's signature (`viewDidLoad()`,
    /// `application(_:didFinishLaunchingWithOptions:)`).
    var name: String? {
      get { texts?.name }
      set { setTexts(name: newValue, baseName: baseName, availability: availability) }
    }
    /// The function's base name (`application`), for calls to it.
    var baseName: String? {
      get { texts?.baseName }
      set { setTexts(name: name, baseName: newValue, availability: availability) }
    }
    var availability: String? {
      get { texts?.availability }
      set { setTexts(name: name, baseName: baseName, availability: newValue) }
    }
    var parent: Int? {
      get { parentIndex < 0 ? nil : Int(parentIndex) }
      set { parentIndex = Int32(newValue ?? -1) }
    }
    /// The range of token indices inside the braces (a file holds at most
    /// `SourceFileEvidence.maximumTokens`).
    var start: Int {
      get { Int(startIndex) }
      set { startIndex = Int32(newValue) }
    }
    var end: Int {
      get { Int(endIndex) }
      set { endIndex = Int32(newValue) }
    }

    private mutating func setTexts(name: String?, baseName: String?, availability: String?) {
      texts =
        name == nil && baseName == nil && availability == nil
        ? nil : Texts(name: name, baseName: baseName, availability: availability)
    }
  }

  var scopes: [Scope]
  /// The innermost scope of each token.
  var scopeOfToken: [Int32]
  /// The availability of each token, when it differs from its scope's
  /// (after a `guard #available … else { … }`): an index into
  /// `availabilities`, or -1.
  var availabilityOfToken: [Int16]
  var availabilities: [String]

  /// The innermost enclosing scope of `kind` around token `index`.
  func enclosing(_ kind: Scope.Kind, of index: Int) -> Scope? {
    enclosingIndex(kind, of: index).map { scopes[$0] }
  }

  /// The index in `scopes` of the innermost enclosing scope of `kind`
  /// around token `index`.
  func enclosingIndex(_ kind: Scope.Kind, of index: Int) -> Int? {
    var current: Int? = Int(scopeOfToken[index])
    while let scope = current {
      if scopes[scope].kind == kind { return scope }
      current = scopes[scope].parent
    }
    return nil
  }

  /// The enclosing type's name, for evidence.
  func typeName(of index: Int) -> String? { enclosing(.type, of: index)?.name }

  /// Whether token `index` is inside a preview.
  func isInPreview(_ index: Int) -> Bool {
    var current: Int? = Int(scopeOfToken[index])
    while let scope = current {
      if scopes[scope].isPreview { return true }
      current = scopes[scope].parent
    }
    return false
  }

  /// The availability guard around token `index`.
  func availability(of index: Int) -> String? {
    let own = availabilityOfToken[index]
    if own >= 0 { return availabilities[Int(own)] }
    var current: Int? = Int(scopeOfToken[index])
    while let scope = current {
      if let availability = scopes[scope].availability { return availability }
      current = scopes[scope].parent
    }
    return nil
  }

  /// The scope index chain from token `index` outwards.
  func scopeChain(of index: Int) -> [Int] {
    var chain: [Int] = []
    var current: Int? = Int(scopeOfToken[index])
    while let scope = current {
      chain.append(scope)
      current = scopes[scope].parent
    }
    return chain
  }
}

/// Words that name when code runs, by the function or closure they name.
enum TriggerNames {
  /// Functions that run as a screen appears.
  static let appearFunctions: Set<String> = [
    "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewIsAppearing", "loadView",
    "awakeFromNib",
  ]
  /// Functions that run as the app or a scene starts.
  static let launchSignatures: Set<String> = [
    "application(_:didFinishLaunchingWithOptions:)",
    "application(_:willFinishLaunchingWithOptions:)",
    "scene(_:willConnectTo:options:)", "applicationDidBecomeActive(_:)",
    "sceneDidBecomeActive(_:)", "sceneWillEnterForeground(_:)",
    "applicationWillEnterForeground(_:)", "application:didFinishLaunchingWithOptions:",
    "application:willFinishLaunchingWithOptions:", "applicationDidBecomeActive:",
    "scene:willConnectToSession:options:", "sceneDidBecomeActive:",
  ]
  /// Delegate callbacks that run on the person's tap or choice.
  static let actionSignatures: Set<String> = [
    "tableView(_:didSelectRowAt:)", "collectionView(_:didSelectItemAt:)",
    "tableView:didSelectRowAtIndexPath:", "collectionView:didSelectItemAtIndexPath:",
    "imagePickerController(_:didFinishPickingMediaWithInfo:)", "picker(_:didFinishPicking:)",
    "imagePickerController:didFinishPickingMediaWithInfo:", "picker:didFinishPicking:",
    "contactPicker(_:didSelect:)", "documentCameraViewController(_:didFinishWith:)",
  ]
  /// SwiftUI modifiers whose closure runs as the view appears.
  static let appearModifiers: Set<String> = ["task", "onAppear"]
  /// Calls whose trailing closure runs on the person's tap or gesture.
  static let actionCallees: Set<String> = [
    "Button", "onTapGesture", "UIAction", "onSubmit", "refreshable", "onLongPressGesture",
    "UIAlertAction", "addAction",
  ]
  /// Argument labels whose closure (or function reference) runs on an action.
  static let actionLabels: Set<String> = ["action", "primaryAction", "handler", "onTap"]

  /// Whether a function's name says it handles a tap.
  static func namesAction(_ baseName: String) -> Bool {
    baseName.hasSuffix("Tapped") || baseName.hasSuffix("Pressed")
      || baseName.hasSuffix("Clicked") || baseName.hasPrefix("didTap")
      || baseName.hasPrefix("handleTap") || baseName.hasSuffix("ButtonAction")
      || baseName.hasPrefix("tapped")
  }

  /// The trigger a function's own declaration gives it.
  static func trigger(
    signature: String, baseName: String, attributes: Set<String>, inAppType: Bool
  ) -> Evidence.Trigger? {
    if launchSignatures.contains(signature) { return .launch }
    if inAppType && signature == "init()" { return .launch }
    if appearFunctions.contains(baseName) { return .appear }
    if actionSignatures.contains(signature) { return .action }
    if attributes.contains("@IBAction") || attributes.contains("IBAction") { return .action }
    if namesAction(baseName) { return .action }
    return nil
  }
}
