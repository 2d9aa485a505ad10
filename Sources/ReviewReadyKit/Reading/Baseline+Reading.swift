import Audit
import Diagnostics
import FileSupport

extension Baseline {
  /// Reads a baseline: a JSON report of one description or an array of them.
  public static func load(path: String) throws(DiagnosticsError) -> Baseline {
    try decode(ResourceFileReader.read(path: path, limit: .baseline), path: path)
  }
}
