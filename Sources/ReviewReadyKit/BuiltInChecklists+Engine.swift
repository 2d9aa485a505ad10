import Audit
import Diagnostics
import FileSupport
import RulePacks

extension BuiltInChecklists {
  /// The built-in packs and the catalog, ready to audit with, plus the packs
  /// of `extra` (a team's own, checked together with the built-in ones).
  public static func engine(
    adding extra: [PackSource] = [], from folder: ResourceFolder = folder()
  ) throws(DiagnosticsError) -> AuditEngine {
    let (catalog, packs) = try PackCache.load(
      catalogIn: folder, packs: PackSource.packs(in: folder) + extra)
    return AuditEngine(packs: packs, catalog: catalog)
  }
}
