import Diagnostics
import FileSupport

extension BuiltInChecklists {
  /// The catalog of permissions in `folder`.
  public static func loadCatalog(from folder: ResourceFolder = folder()) throws(DiagnosticsError)
    -> Catalog
  {
    try CatalogLoader.load(catalogName, in: folder)
  }
}
