import AppModel
import Catalog
import ProjectFiles

/// The privacy labels a privacy manifest implies, by the catalog.
enum LabelInference {
  /// One label per collected data type, in the manifest's order (a type
  /// named twice is merged: linked or tracking when either entry is, the
  /// purposes of both); identifiers the catalog doesn't know are left out
  /// and listed.
  static func labels(_ manifest: PrivacyManifest, catalog: Catalog) -> DraftPrivacyLabels {
    var order: [String] = []
    var merged: [String: (linked: Bool, tracking: Bool, purposes: Set<String>)] = [:]
    var unknown: [String] = []
    for entry in manifest.collectedDataTypes {
      guard let type = catalog.dataType(forManifestType: entry.type) else {
        unknown.append(entry.type)
        continue
      }
      if merged[type] == nil { order.append(type) }
      var value = merged[type] ?? (false, false, [])
      value.linked = value.linked || entry.linked
      value.tracking = value.tracking || entry.tracking
      value.purposes.formUnion(entry.purposes.compactMap(catalog.purpose(forManifestReason:)))
      merged[type] = value
      unknown += entry.purposes.filter { catalog.purpose(forManifestReason: $0) == nil }
    }
    var labels = DraftPrivacyLabels(
      data: order.compactMap { type in
        merged[type].map {
          .init(
            type: type, linkedToUser: $0.linked, usedForTracking: $0.tracking,
            purposes: DataPurpose.allCases.map(\.rawValue).filter($0.purposes.contains))
        }
      },
      unknownIdentifiers: Set(unknown).sorted())
    labels.statesCollectedData = manifest.statesCollectedData
    return labels
  }
}
