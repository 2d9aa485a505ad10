/// The app's root views and controllers named in one file: what a
/// `WindowGroup` shows first, what is assigned to a window's
/// `rootViewController` or passed as a hosting controller's `rootView:`,
/// the `App` type whose scene holds the `WindowGroup`, and across files
/// the views a root wrapper builds (Damus' `MainView` shows
/// `CompactionView`, which shows `ContentView`). Code that runs as one of them
/// appears runs as the app opens (`PromptTiming`).
enum RootTypeFinder {
  /// The most root types one file may name.
  static let maximumPerFile = 16

  /// The root types `tokens` name, in no order.
  static func rootTypes(tokens: [SourceToken], outline: SourceOutline) -> Set<String> {
    var found: Set<String> = []
    for position in tokens.indices where tokens[position].kind == .identifier {
      guard found.count < maximumPerFile else { break }
      switch tokens[position].text {
      case "WindowGroup":
        if let shown = firstTypeBuilt(in: tokens, after: position) { found.insert(shown) }
        // The app itself: its scene's `.onAppear` runs as the app opens.
        if let app = outline.typeName(of: position) { found.insert(app) }
      case "rootViewController", "rootView":
        if let assigned = assignedType(in: tokens, after: position) { found.insert(assigned) }
      default: continue
      }
    }
    return found
  }

  /// The few views each view type of the file builds, for the types that
  /// only wrap one or two others (a router showing `SetupView` or
  /// `ContentView`): what a root wrapper builds is shown as the app opens.
  static func wrappers(tokens: [SourceToken], outline: SourceOutline) -> [String: Set<String>] {
    var wrapped: [String: Set<String>] = [:]
    for scope in outline.scopes where scope.kind == .type && wrapped.count < maximumPerFile {
      guard let name = scope.name, name.hasSuffix("View") || name.hasSuffix("Controller") else {
        continue
      }
      let built = Set(viewsBuilt(in: tokens, range: scope.start..<max(scope.start, scope.end)))
        .subtracting(systemViews).subtracting([name])
      if !built.isEmpty && built.count <= maximumWrapped {
        wrapped[name, default: []].formUnion(built)
      }
    }
    return wrapped
  }

  /// The most views a wrapper builds; a screen builds more.
  static let maximumWrapped = 3

  /// SwiftUI's and UIKit's own views, never an app's screen.
  static let systemViews: Set<String> = [
    "EmptyView", "ProgressView", "ScrollView", "NavigationView", "TabView", "AnyView",
    "NavigationStack", "NavigationSplitView", "ContentUnavailableView", "UIView",
    "UIViewController", "UINavigationController", "UITabBarController", "UIHostingController",
  ]

  /// `seeds` and what the wrappers among them build, followed `depth`
  /// levels across files.
  static func expand(_ seeds: Set<String>, wrappers: [String: Set<String>], depth: Int = 3)
    -> Set<String>
  {
    var roots = seeds
    var frontier = seeds
    for _ in 0..<depth where !frontier.isEmpty {
      let next = Set(frontier.flatMap { wrappers[$0] ?? [] }).subtracting(roots)
      roots.formUnion(next)
      frontier = next
    }
    return roots
  }

  /// The first type the closure after `WindowGroup(…)` builds.
  static func firstTypeBuilt(in tokens: [SourceToken], after position: Int) -> String? {
    var cursor = position + 1
    var depth = 0
    // Past the arguments (`WindowGroup(id: "Main")`) to the content's brace.
    while cursor < tokens.count, cursor < position + 64 {
      let token = tokens[cursor]
      if token.isPunctuation("(") { depth += 1 }
      if token.isPunctuation(")") { depth -= 1 }
      if depth == 0 && token.isPunctuation("{") { break }
      cursor += 1
    }
    let end = min(tokens.count - 1, cursor + 32)
    guard cursor < end else { return nil }
    for index in (cursor + 1)..<end where isTypeBuilt(tokens, at: index) {
      return tokens[index].text
    }
    return nil
  }

  /// The type after `rootViewController =`, `rootViewController:` or
  /// `rootView:`: `X(…)` names it; a variable named like a type
  /// (`appRootViewController`) names its capitalised form.
  static func assignedType(in tokens: [SourceToken], after position: Int) -> String? {
    let value = position + 2
    guard value < tokens.count else { return nil }
    let sign = tokens[position + 1]
    guard sign.isPunctuation(":") || (sign.kind == .operator && sign.text == "=") else {
      return nil
    }
    if isTypeBuilt(tokens, at: value) { return tokens[value].text }
    let name = tokens[value].text
    guard tokens[value].kind == .identifier, name.hasSuffix("Controller") || name.hasSuffix("View"),
      let first = name.first
    else { return nil }
    return first.uppercased() + name.dropFirst()
  }

  /// Views and view controllers built in `range` (`ContentView(…)`).
  static func viewsBuilt(in tokens: [SourceToken], range: Range<Int>) -> [String] {
    range.filter { isTypeBuilt(tokens, at: $0) }.map { tokens[$0].text }.filter {
      $0.hasSuffix("View") || $0.hasSuffix("Controller")
    }
  }

  /// Whether the token at `index` builds a value of a type: a capitalised
  /// name called (`MainView(`), not a member (`.Foo(`).
  static func isTypeBuilt(_ tokens: [SourceToken], at index: Int) -> Bool {
    guard index + 1 < tokens.count, tokens[index].kind == .identifier,
      tokens[index].text.first?.isUppercase == true, tokens[index + 1].isPunctuation("(")
    else { return false }
    return !(index > 0 && tokens[index - 1].isPunctuation("."))
  }
}
