/// Where the code opens the app's page in Settings: it names UIKit's
/// constant, or calls a function of the project whose body names it (one
/// hop, distinctive names only: `openAppSettings()`,
/// `alertControllerForPhotoLibraryAuthorizationInSettings()`).
extension EvidenceFinder {
  /// The most functions of one file, or of the whole scan, read as opening
  /// Settings.
  static let maximumOpeners = 32

  /// The distinctive base names (``CallFollower/isDistinctive(_:)``) of
  /// the file's functions whose body names the Settings URL, at most
  /// ``maximumOpeners``: one pass over the constant's uses.
  func settingsOpeners(memo: inout Memo) -> Set<String> {
    var found: Set<String> = []
    for position in memo.positions(of: Self.settingsNames, in: self) {
      guard let name = outline.enclosing(.function, of: position)?.baseName,
        CallFollower.isDistinctive(name)
      else { continue }
      found.insert(name)
      if found.count >= Self.maximumOpeners { break }
    }
    return found
  }

  /// Whether the code in `range` opens Settings: it names the constant, or
  /// calls a function that does (of this file, or one of ``openers``).
  func opensSettings(in range: Range<Int>, memo: inout Memo) -> Bool {
    guard !range.isEmpty else { return false }
    if names(Self.settingsNames, in: range, memo: &memo) { return true }
    let calls = openerCalls(memo: &memo)
    let first = Self.firstIndex(in: calls) { $0 >= range.lowerBound }
    return first < calls.count && calls[first] < range.upperBound
  }

  /// Where the file calls a function that opens Settings, sorted; found once.
  private func openerCalls(memo: inout Memo) -> [Int] {
    if let known = memo.openerCalls { return known }
    let names = settingsOpeners(memo: &memo).union(openers)
    let found =
      names.isEmpty
      ? []
      : memo.positions(of: names, in: self).filter {
        token($0 - 1)?.isIdentifier("func") != true && isReference(at: $0)
      }
    memo.openerCalls = found
    return found
  }

  /// The token range inside the braces that open at `brace`, when they
  /// open a block or a closure of the outline; nil otherwise (or empty).
  func braces(at brace: Int) -> (scope: Int, range: Range<Int>)? {
    guard token(brace)?.isPunctuation("{") == true, brace + 1 < tokens.count else { return nil }
    let index = Int(outline.scopeOfToken[brace + 1])
    let scope = outline.scopes[index]
    guard scope.start == brace + 1, scope.end > scope.start else { return nil }
    return (index, scope.start..<scope.end)
  }
}
