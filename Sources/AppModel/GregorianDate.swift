/// A day of the proleptic Gregorian calendar, in UTC, worked out by
/// arithmetic on days since 1970-01-01, the way a report dates itself and a
/// waiver's `until` is checked. Foundation's `Calendar` and `DateFormatter`
/// give the same answers, but their first use loads ICU's calendar and
/// locale data, a tenth of a short run's start.
public struct GregorianDate: Sendable, Equatable, Comparable {
  /// The year, 1 to 9999.
  public let year: Int
  /// The month, 1 to 12.
  public let month: Int
  /// The day of the month, 1 to 31.
  public let day: Int

  /// The years a date may have: those `YYYY` writes with four digits.
  public static let years = 1...9999

  /// The date, when `year`, `month` and `day` name a day that exists
  /// (2024-02-29 does, 2023-02-29 does not).
  public init?(year: Int, month: Int, day: Int) {
    guard Self.years.contains(year), (1...12).contains(month),
      (1...Self.days(inMonth: month, of: year)).contains(day)
    else { return nil }
    self.init(checkedYear: year, month: month, day: day)
  }

  private init(checkedYear year: Int, month: Int, day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }

  /// 1970-01-01, the day Unix time counts from.
  public static let epoch = GregorianDate(checkedYear: 1970, month: 1, day: 1)

  /// The date written `YYYY-MM-DD`, with exactly those digits and dashes.
  public init?(_ text: String) {
    let bytes = Array(text.utf8)
    guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else {
      return nil
    }
    func number(_ range: Range<Int>) -> Int? {
      var value = 0
      for byte in bytes[range] {
        guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
      }
      return value
    }
    guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else {
      return nil
    }
    self.init(year: year, month: month, day: day)
  }

  /// The day `days` after 1970-01-01 (before it when negative), for days
  /// within ``years``.
  public init?(daysSince1970 days: Int) {
    // Count from 0000-03-01, so that a leap day ends its year, in eras of
    // 400 years (146,097 days), each of which repeats the calendar exactly.
    guard (-719_162...2_932_896).contains(days) else { return nil }
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra =
      (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthFromMarch = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
    let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
    self.init(year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month, day: day)
  }

  /// `YYYY-MM-DD`.
  public var text: String {
    "\(Self.digits(year, 4))-\(Self.digits(month, 2))-\(Self.digits(day, 2))"
  }

  /// Whether `year` has a 29 February.
  public static func isLeapYear(_ year: Int) -> Bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
  }

  /// How many days `month` of `year` has.
  public static func days(inMonth month: Int, of year: Int) -> Int {
    switch month {
    case 2: return isLeapYear(year) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  /// `value` (not negative) in decimal, zero-padded to `width` digits.
  public static func digits(_ value: Int, _ width: Int) -> String {
    let text = String(value)
    return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
  }

  public static func < (left: GregorianDate, right: GregorianDate) -> Bool {
    (left.year, left.month, left.day) < (right.year, right.month, right.day)
  }
}
