import Foundation
import ViperKit

/// A clock that says what the test says (a Stub, after Kuniwak's naming):
/// `FixedClock("2026-12-07")` is noon UTC that day, so `today()` is that day
/// in every time zone from UTC−11 to UTC+11.
public struct FixedClock: WallClock {
  public var date: Date

  public init(_ date: Date) { self.date = date }

  /// Noon UTC of `day` (`YYYY-MM-DD`); a test that passes a bad day fails at once.
  public init(_ day: String) {
    guard let date = CalendarDay.noon(of: day) else { preconditionFailure("FixedClock: \(day) is not YYYY-MM-DD") }
    self.date = date
  }

  public func now() -> Date { date }
}
