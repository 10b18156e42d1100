import ViperKit

/// A field's `min=`/`max=` as `--fields` takes them: a text's most
/// characters, a number within the kind's grammar, a day (`YYYY-MM-DD`,
/// `today`, `today+N`, `today-N`) or a time (`HH:MM`).
enum FieldBounds {
  static func isValid(_ text: String, bound: String, of field: FieldSpec.Field) -> Bool {
    switch field.kind {
    case .text, .multiline: bound == "max" && (Int(text).map { $0 > 0 } ?? false) && text.first != "+"
    case .integer: Int(text) != nil && text.first != "+"
    case .decimal: ExactDecimal(text, places: field.places) != nil
    case .date: day(text) != nil
    case .time: CalendarText.isTime(text)
    case .secure, .toggle, .choice, .choices: false
    }
  }

  static func expected(_ bound: String, of field: FieldSpec.Field) -> String {
    switch field.kind {
    case .text, .multiline:
      "a \(field.kind.rawValue) field's bound is its most characters, max=N (N above 0)"
    case .integer: "an integer's \(bound) is a whole number, e.g. \(bound)=0"
    case .decimal:
      "a decimal's \(bound) is a number with at most \(field.places) decimal places, e.g. \(bound)=0.01"
    case .date: "a date's \(bound) is a day, YYYY-MM-DD, or today, today+N, today-N (e.g. max=today)"
    case .time: "a time's \(bound) is HH:MM, 24-hour (e.g. min=08:00)"
    case .secure, .toggle, .choice, .choices: "a \(field.kind.rawValue) has no bounds"
    }
  }

  static func isOrdered(_ min: String, _ max: String, of field: FieldSpec.Field) -> Bool {
    switch field.kind {
    case .integer: (Int(min) ?? 0) <= (Int(max) ?? 0)
    case .decimal:
      ExactDecimal(min, places: field.places).flatMap { low in
        ExactDecimal(max, places: field.places).map { low <= $0 }
      } ?? true
    case .date:
      switch (day(min), day(max)) {
      case (.day(let low)?, .day(let high)?): low <= high
      case (.today(let low)?, .today(let high)?): low <= high
      default: true  // a fixed day against today: which comes first changes with the day
      }
    case .time: min <= max
    default: true
    }
  }

  /// A date bound as the generated code says it.
  static func day(_ text: String) -> DayBound? {
    if text == "today" { return .today(plus: 0) }
    if text.hasPrefix("today+") || text.hasPrefix("today-") {
      let digits = text.dropFirst(6)
      guard !digits.isEmpty, digits.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let days = Int(digits),
        days <= 36_500
      else { return nil }
      return .today(plus: text.hasPrefix("today-") ? -days : days)
    }
    return CalendarText.isDate(text) ? .day(text) : nil
  }
}
