import Foundation
import Testing
import ViperKit
import ViperTesting

@Suite("Wall clock")
struct WallClockTests {
  @Test func todayIsTheLocalDayOfTheClocksInstant() throws {
    let clock = FixedClock("2026-12-07")  // noon UTC
    #expect(clock.today(in: try #require(TimeZone(identifier: "UTC"))) == "2026-12-07")
    #expect(clock.today(in: try #require(TimeZone(identifier: "Etc/GMT-14"))) == "2026-12-08")
    #expect(clock.today(in: try #require(TimeZone(identifier: "Etc/GMT+12"))) == "2026-12-07")
  }

  @Test(
    "days move across months, years and leap days",
    arguments: [
      ("2026-12-07", 25, "2027-01-01"), ("2026-12-07", -282, "2026-02-28"), ("2024-02-28", 1, "2024-02-29"),
      ("2024-03-01", -1, "2024-02-29"), ("2026-12-07", 0, "2026-12-07"),
    ])
  func adding(day: String, days: Int, expected: String) {
    #expect(CalendarDay.adding(days, to: day) == expected)
  }

  @Test("not a day", arguments: ["", "2026-13-01", "2026-02-30", "26-12-07", "2026-1-07", "today"])
  func notADay(text: String) {
    #expect(CalendarDay.adding(1, to: text) == nil)
  }

  @Test func theSystemClockIsNow() {
    let before = Date()
    let now = SystemClock().now()
    #expect(now >= before && now.timeIntervalSince(before) < 60)
  }
}
