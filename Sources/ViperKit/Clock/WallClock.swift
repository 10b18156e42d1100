import Foundation

/// What time it is: a volatile dependency, like the database or the network.
/// An interactor does no I/O, so it never asks; a module is given a clock in
/// its initializer (`FeatureDependencies.clock` for a generated feature), reads
/// it when it makes a screen, and hands the interactor the day as a value
/// (`clock.today()`, a date field's `YYYY-MM-DD`). Tests give a fixed one
/// (ViperTesting's `FixedClock`); a transcript says `{{today}}`
/// (Protocol/TRANSCRIPTS.md, "Dates relative to the run").
public protocol WallClock: Sendable {
  func now() -> Date
}

/// The machine's clock: what the composition root wires in.
public struct SystemClock: WallClock {
  public init() {}
  public func now() -> Date { Date() }
}

extension WallClock {
  /// The local day (`YYYY-MM-DD`) in `timeZone`: the host's own unless said.
  public func today(in timeZone: TimeZone = .current) -> String {
    CalendarDay.text(of: now(), in: timeZone)
  }
}

/// Days as a date field writes them: `YYYY-MM-DD` in the Gregorian calendar.
public enum CalendarDay {
  public static func text(of date: Date, in timeZone: TimeZone) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    return text(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
  }

  /// `day` moved by `days` (negative: earlier); nil when `day` is not a date.
  public static func adding(_ days: Int, to day: String) -> String? {
    guard let start = noon(of: day), let moved = utc.date(byAdding: .day, value: days, to: start) else { return nil }
    return text(of: moved, in: utc.timeZone)
  }

  /// Noon UTC of `day` (`YYYY-MM-DD`): that day in every time zone from UTC−11 to UTC+11; nil when not a date.
  public static func noon(of day: String) -> Date? {
    let parts = day.split(separator: "-", omittingEmptySubsequences: false).compactMap { Int($0) }
    guard parts.count == 3, day.utf8.count == 10, CalendarText.isDate(day) else { return nil }
    return utc.date(from: DateComponents(year: parts[0], month: parts[1], day: parts[2], hour: 12))
  }

  private static var utc: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
    return calendar
  }

  static func text(year: Int, month: Int, day: Int) -> String {
    func padded(_ number: Int, _ width: Int) -> String {
      String(repeating: "0", count: max(0, width - String(number).count)) + String(number)
    }
    return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
  }
}
