import AppModel
import Diagnostics
import Foundation

/// The run's date and time, read once from the clock or from
/// `SOURCE_DATE_EPOCH` (seconds since 1970), so that reports, waiver
/// expiry and checklist marks are reproducible.
public struct RunClock: Sendable, Equatable {
  /// The moment the run takes as now.
  public let now: Date

  /// The latest moment a four-digit year can date: 9999-12-31T23:59:59Z.
  static let latestSecond: TimeInterval = 253_402_300_799

  /// The clock of `environment`: `SOURCE_DATE_EPOCH` when it is a number of
  /// seconds from 0 to the end of year 9999, else the system clock.
  public init(environment: [String: String] = ProcessEnvironment.values("SOURCE_DATE_EPOCH")) {
    let fixed = environment["SOURCE_DATE_EPOCH"].flatMap(TimeInterval.init).flatMap {
      (0...Self.latestSecond).contains($0) ? $0 : nil
    }
    now = fixed.map(Date.init(timeIntervalSince1970:)) ?? Date()
  }

  /// Today (UTC), `YYYY-MM-DD`: decides which waivers have expired, and
  /// dates reports.
  public var today: String { moment.date.text }

  /// Now (UTC, to the second), `YYYY-MM-DDTHH:MM:SSZ`: checklist marks.
  public var timestamp: String {
    let (date, second) = moment
    let hour = GregorianDate.digits(second / 3_600, 2)
    let minute = GregorianDate.digits(second / 60 % 60, 2)
    return "\(date.text)T\(hour):\(minute):\(GregorianDate.digits(second % 60, 2))Z"
  }

  /// The UTC day of `now` and the second of that day, by arithmetic (a
  /// `DateFormatter` would load ICU's locale data for the same text). A
  /// system clock outside years 1 to 9999 is taken as the nearest end.
  private var moment: (date: GregorianDate, second: Int) {
    let bounded = min(
      max(now.timeIntervalSince1970.rounded(.down), -62_135_596_800), Self.latestSecond)
    let seconds = Int(exactly: bounded) ?? 0  // NaN only
    let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    // Always a date: the bounds above are the first and last second of
    // years 1 and 9999.
    guard let date = GregorianDate(daysSince1970: days) else { return (.epoch, 0) }
    return (date, seconds - days * 86_400)
  }
}
