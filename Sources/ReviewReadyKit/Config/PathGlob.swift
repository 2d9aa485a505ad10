/// An `included` / `excluded` entry of `.reviewready.yml`: a path relative
/// to the configuration file's folder, whose components may hold `*` (any
/// characters but `/`) and `?` (one character), and may be `**` (any
/// number of folders). It matches a path when it matches the path itself
/// or one of the folders holding it, so `apps/legacy` covers everything
/// under that folder.
public struct PathGlob: Sendable, Equatable {
  /// The entry as written.
  public let text: String
  private let components: [String]

  /// The most components a pattern may have.
  static let maximumComponents = 64
  /// The longest component.
  static let maximumComponentLength = 255

  /// The pattern `text`, or why it is not one.
  public static func parse(_ text: String) -> Result<PathGlob, GlobProblem> {
    guard !text.isEmpty, !text.hasPrefix("/") else {
      return .failure(
        GlobProblem("write the path relative to the configuration file's folder, e.g. `apps/*`"))
    }
    let components = text.split(separator: "/").map(String.init).filter { $0 != "." }
    guard !components.isEmpty, components.count <= maximumComponents else {
      return .failure(GlobProblem("a path of 1 to \(maximumComponents) folders is expected"))
    }
    for component in components {
      if component == ".." {
        return .failure(
          GlobProblem(
            "`..` leaves the configuration's folder; a file only includes or excludes what is "
              + "under it"))
      }
      if component.count > maximumComponentLength {
        return .failure(GlobProblem("a name is over \(maximumComponentLength) characters"))
      }
      if let bad = component.first(where: { "[]{}\\".contains($0) }) {
        return .failure(
          GlobProblem("'\(bad)' is not supported; use `*`, `?` and `**` (any folders)"))
      }
      if component != "**", component.contains("**") {
        return .failure(GlobProblem("`**` stands alone between slashes (`apps/**/Tests`)"))
      }
    }
    return .success(PathGlob(text: text, components: components))
  }

  /// Whether `path` (its components, relative to the configuration's
  /// folder) or a folder holding it matches.
  public func matches(_ path: [Substring]) -> Bool {
    var memo: [Int: Bool] = [:]
    return match(0, 0, path, &memo)
  }

  /// Whether the pattern from component `i` matches a prefix of `path`
  /// from component `j`; memoized on (i, j), so at most
  /// components × path-length steps.
  private func match(_ i: Int, _ j: Int, _ path: [Substring], _ memo: inout [Int: Bool]) -> Bool {
    if i == components.count { return true }
    let key = i * (path.count + 1) + j
    if let known = memo[key] { return known }
    var result = false
    if components[i] == "**" {
      result = match(i + 1, j, path, &memo) || (j < path.count && match(i, j + 1, path, &memo))
    } else if j < path.count, Self.component(components[i], matches: path[j]) {
      result = match(i + 1, j + 1, path, &memo)
    }
    memo[key] = result
    return result
  }

  /// Whether one name matches a component with `*` and `?` (dynamic
  /// programming over the two, both bounded in length).
  static func component(_ pattern: String, matches name: Substring) -> Bool {
    let p = Array(pattern)
    let n = Array(name.prefix(maximumComponentLength + 1))
    guard n.count <= maximumComponentLength else { return false }
    var row = [Bool](repeating: false, count: n.count + 1)
    row[0] = true
    for character in p {
      var next = [Bool](repeating: false, count: n.count + 1)
      if character == "*" {
        next[0] = row[0]
        for j in 1...max(n.count, 1) where j <= n.count { next[j] = next[j - 1] || row[j] }
      } else {
        for j in 1...max(n.count, 1) where j <= n.count {
          next[j] = row[j - 1] && (character == "?" || character == n[j - 1])
        }
      }
      row = next
    }
    return row[n.count]
  }
}
