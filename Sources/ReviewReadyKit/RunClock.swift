import Foundation

/// The run's date and time, read once from the clock or from
/// `SOURCE_DATE_EPOCH` (seconds since 1970), so that reports, waiver
/// expiry and checklist marks are reproducible.
public struct RunClock: Sendable, Equatable {
  /// The moment the run takes as now.
  public let now: Date

  /// The clock of `environment`: `SOURCE_DATE_EPOCH` when set, else the
  /// system clock.
  public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
    now =
      environment["SOURCE_DATE_EPOCH"].flatMap(TimeInterval.init).map(
        Date.init(timeIntervalSince1970:)) ?? Date()
  }

  /// Today (UTC), `YYYY-MM-DD`: decides which waivers have expired, and
  /// dates reports.
  public var today: String { format("yyyy-MM-dd") }

  /// Now (UTC, to the second), `YYYY-MM-DDTHH:MM:SSZ`: checklist marks.
  public var timestamp: String { format("yyyy-MM-dd'T'HH:mm:ss'Z'") }

  private func format(_ pattern: String) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = pattern
    return formatter.string(from: now)
  }
}

/// The tool's name and version.
public enum ReviewReadyVersion {
  /// The command's name.
  public static let name = "reviewready"
  /// The release version.
  public static let version = "0.1.0"
}
