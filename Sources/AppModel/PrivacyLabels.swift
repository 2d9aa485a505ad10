import Diagnostics

/// What the App Store privacy labels declare.
public struct PrivacyLabels: Sendable, Equatable {
  /// Whether the app collects any data at all ("Data Not Collected" when false).
  public var collectsData: Bool
  public var data: [LabelEntry]
  public var locations: FieldLocations
}

/// One declared data type.
public struct LabelEntry: Sendable, Equatable {
  public var type: PrivacyDataType
  public var linkedToUser: Bool
  public var usedForTracking: Bool
  public var purposes: [DataPurpose]
  public var locations: FieldLocations
}
