import Foundation
import Testing

@testable import AppModel

/// `GregorianDate` gives what Foundation's Gregorian calendar gives, in UTC,
/// from 1583 on (before the 1582 reform Foundation's calendar is Julian;
/// `YYYY-MM-DD`, as in ISO 8601, goes on with Gregorian rules).
@Suite struct GregorianDateTests {
  static let utc: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    return calendar
  }()

  @Test("days since 1970 give the day Foundation's calendar gives")
  func daysAgreeWithFoundation() throws {
    // Every day from 1890 to 2110, then every 97th day from 1583 to 9999.
    let near = Array(-29_219...51_498)
    let far = Array(stride(from: -141_349, through: 2_932_896, by: 97)) + [2_932_896]
    for days in near + far {
      let date = try #require(GregorianDate(daysSince1970: days))
      let parts = Self.utc.dateComponents(
        [.year, .month, .day], from: Date(timeIntervalSince1970: TimeInterval(days) * 86_400))
      #expect(
        [date.year, date.month, date.day] == [parts.year, parts.month, parts.day],
        "day \(days)")
    }
    #expect(GregorianDate(daysSince1970: -719_162)?.text == "0001-01-01")
    #expect(GregorianDate(daysSince1970: -719_163) == nil)
    #expect(GregorianDate(daysSince1970: 2_932_897) == nil)
  }

  @Test(
    "YYYY-MM-DD is read only when the day exists",
    arguments: [
      ("2026-12-01", true), ("2024-02-29", true), ("2000-02-29", true), ("1900-02-29", false),
      ("2023-02-29", false), ("2026-04-31", false), ("2026-04-30", true), ("2026-13-01", false),
      ("2026-00-10", false), ("2026-01-00", false), ("0000-01-01", false), ("0001-01-01", true),
      ("9999-12-31", true), ("2026-1-01", false), ("2026-01-1", false), ("2026/01/01", false),
      ("2026-+1-01", false), ("２０２６-01-01", false), ("2026-01-01 ", false), ("", false),
      ("20260101", false), ("0004-02-29", true), ("0100-02-29", false), ("0400-02-29", true),
    ])
  func readsOnlyRealDays(text: String, valid: Bool) {
    let date = GregorianDate(text)
    #expect((date != nil) == valid)
    if let date { #expect(date.text == text) }
  }

  @Test("a date read from text is the day Foundation's calendar has")
  func textAgreesWithFoundation() throws {
    for year in [1583, 1600, 1700, 1900, 1970, 2000, 2024, 2100, 9999] {
      for month in 1...12 {
        for day in 28...31 {
          let text =
            "\(GregorianDate.digits(year, 4))-\(GregorianDate.digits(month, 2))-\(GregorianDate.digits(day, 2))"
          let components = DateComponents(year: year, month: month, day: day)
          let exists =
            Self.utc.date(from: components).map {
              let back = Self.utc.dateComponents([.year, .month, .day], from: $0)
              return back.year == year && back.month == month && back.day == day
            } ?? false
          #expect((GregorianDate(text) != nil) == exists, "\(text)")
        }
      }
    }
  }

  @Test("dates order by year, month, day")
  func ordersByDay() throws {
    let dates = try ["2026-12-01", "2026-01-31", "2025-12-31", "2026-02-01"].map {
      try #require(GregorianDate($0))
    }
    #expect(dates.sorted().map(\.text) == ["2025-12-31", "2026-01-31", "2026-02-01", "2026-12-01"])
  }
}
