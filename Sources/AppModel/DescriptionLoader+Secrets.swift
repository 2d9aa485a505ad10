import Diagnostics
import Foundation
import YAML

extension DescriptionLoader {
  /// Registers with `OutputRedaction` the secrets of the descriptions at
  /// `paths` that ``load(path:)`` has not read yet, reading each for its
  /// secrets alone (within the same limits); a file that can't be read or
  /// parsed is passed over, its problem left to the load that reports it.
  /// Commands have it run before their first output, so that a problem
  /// reported before the descriptions load (a `--baseline` named after the
  /// password, a configuration error quoting it) hides the password too.
  public static func registerSecrets(ofUnloaded paths: [String]) {
    for path in paths where !LoadedPaths.shared.contains(path) {
      guard let bytes = try? sizeLimit.contents(of: path),
        let root = try? YAMLLoader.load(
          bytes: bytes, file: path,
          options: YAMLLoadOptions(maximumNodes: maximumNodes, secretKeys: SecretFields.keys))
      else { continue }
      _ = SecretFields.redacting(root)
    }
  }
}

/// The description paths ``DescriptionLoader/load(path:)`` has been asked
/// for in this process.
final class LoadedPaths: @unchecked Sendable {
  static let shared = LoadedPaths()
  private let lock = NSLock()
  private var paths: Set<String> = []

  func insert(_ path: String) {
    lock.withLock { _ = paths.insert(path) }
  }

  func contains(_ path: String) -> Bool {
    lock.withLock { paths.contains(path) }
  }
}
