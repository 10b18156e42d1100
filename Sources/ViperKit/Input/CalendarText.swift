/// The values of `date` and `time` fields (PROTOCOL.md §6, "Controls"):
/// zone-less local values, never instants, so no frontend's time zone can
/// shift a day (the Adaptive Cards bug of a date sent as the previous day).
public enum CalendarText {
  /// `YYYY-MM-DD`: a real calendar day of the years 0001 … 9999.
  public static func isDate(_ text: String) -> Bool {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      let year = digits(parts[0]), let month = digits(parts[1]), let day = digits(parts[2]),
      year >= 1, (1...12).contains(month), day >= 1
    else { return false }
    return day <= days(inMonth: month, of: year)
  }

  /// `HH:MM`, 24-hour: 00:00 … 23:59.
  public static func isTime(_ text: String) -> Bool {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2, parts[0].count == 2, parts[1].count == 2,
      let hour = digits(parts[0]), let minute = digits(parts[1])
    else { return false }
    return hour < 24 && minute < 60
  }

  /// ASCII digits only (no sign, no spaces, no other scripts' digits).
  private static func digits(_ text: Substring) -> Int? {
    guard !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
    return Int(text)
  }

  private static func days(inMonth month: Int, of year: Int) -> Int {
    switch month {
    case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }
}

extension Field {
  /// Why `text` is not a value of this date or time field, if it is not: not
  /// one, or outside `min` … `max` (fixed-width ISO text orders as it compares).
  /// Nil for any other kind, and for "" (none).
  public func calendarProblem(_ text: String) -> String? {
    guard isCalendar, !text.isEmpty else { return nil }
    let isValue = kind == .date ? CalendarText.isDate(text) : CalendarText.isTime(text)
    guard isValue else { return kind == .date ? "not a date (YYYY-MM-DD)" : "not a time (HH:MM, 24-hour)" }
    if let min, text < min { return "before \(min)" }
    if let max, text > max { return "after \(max)" }
    return nil
  }
}
