import Foundation
import JSONValue
import ViperKit

/// The replay's date for the `{{today}}` matchers (Protocol/TRANSCRIPTS.md,
/// "Dates relative to the run"): the local date (the `TZ` the host sees too)
/// when a transcript's replay starts, one date for the whole file, handed to
/// the matchers in the bindings under a name no placeholder can have.
public enum ReplayDate {
  static let bindingName = "{{today}}"

  /// Today's local date as a date field writes it: `YYYY-MM-DD`.
  public static func today(now: Date = Date(), in timeZone: TimeZone = .current) -> String {
    CalendarDay.text(of: now, in: timeZone)
  }

  /// `day` (`YYYY-MM-DD`) moved by `days`; nil when `day` is not a date.
  static func day(_ day: String, adding days: Int) -> String? { CalendarDay.adding(days, to: day) }

  /// The replay's date in `bindings`, else today's.
  static func date(in bindings: [String: JSONValue]) -> String {
    if case .string(let day)? = bindings[bindingName] { return day }
    return today()
  }

  /// `{{today}}`, `{{today+N}}`, `{{today-N}}` (N: 1 to 5 digits): the days after the replay's date.
  static func offset(ofMatcher inner: Substring) -> Int? {
    guard inner.hasPrefix("today") else { return nil }
    let rest = inner.dropFirst("today".count)
    guard let sign = rest.first else { return 0 }
    let digits = rest.dropFirst()
    guard sign == "+" || sign == "-", (1...5).contains(digits.count),
      digits.allSatisfy({ $0.isASCII && $0.isNumber }), let days = Int(digits)
    else { return nil }
    return sign == "+" ? days : -days
  }
}
