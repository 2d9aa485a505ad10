import Foundation
import Testing

@testable import ReviewReadyKit

/// The run's date and time come out as a `DateFormatter` in UTC writes
/// them, without one.
@Suite struct RunClockTests {
  static func formatted(_ seconds: TimeInterval, _ pattern: String) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = pattern
    return formatter.string(from: Date(timeIntervalSince1970: seconds))
  }

  @Test("today and the timestamp are what DateFormatter writes in UTC")
  func agreesWithDateFormatter() {
    var moments: [TimeInterval] = [
      0, 59, 60, 3_599, 3_600, 86_399, 86_400, 951_782_400, 951_868_799.999, 1_709_164_800,
      1_764_547_200, 1_764_633_599.5, 4_102_444_800, 253_402_300_799,
    ]
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for _ in 0..<2_000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      moments.append(TimeInterval((state >> 30) % 4_102_444_800) + 0.25)
    }
    for seconds in moments {
      let clock = RunClock(environment: ["SOURCE_DATE_EPOCH": "\(seconds)"])
      #expect(clock.today == Self.formatted(seconds, "yyyy-MM-dd"), "\(seconds)")
      #expect(
        clock.timestamp == Self.formatted(seconds, "yyyy-MM-dd'T'HH:mm:ss'Z'"), "\(seconds)")
    }
  }

  @Test(
    "SOURCE_DATE_EPOCH outside 0 to the end of 9999, or not a number, leaves the system clock",
    arguments: ["-1", "253402300800", "nan", "inf", "soon", ""])
  func refusesEpochsOutOfRange(value: String) {
    let clock = RunClock(environment: ["SOURCE_DATE_EPOCH": value])
    #expect(abs(clock.now.timeIntervalSinceNow) < 3_600)
    #expect(clock.today.count == 10)
  }
}
