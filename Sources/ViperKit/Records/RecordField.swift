/// One field of a record as a feature declares it, once: its kind, whether it
/// is needed, its bounds and options. The form's control, its checks, the
/// value it stores and the words of its problems all follow from it (the
/// fields `viper-host new module --fields` writes; docs/FIELDS.md).
public struct RecordField: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    /// One line; at most `maxLength` characters (Unicode scalars).
    case text(maxLength: Int?)
    case multiline(maxLength: Int?)
    /// Hidden as typed; stored, never shown again, never in a snapshot.
    case secure
    /// A whole number (a `number` field on the wire).
    case integer(min: Int?, max: Int?)
    /// A number with at most `places` decimal places, kept exactly (`ExactDecimal`).
    case decimal(places: Int, min: ExactDecimal?, max: ExactDecimal?)
    /// A calendar day; its bounds may move with today.
    case date(earliest: DayBound?, latest: DayBound?)
    /// A time of day, `HH:MM`.
    case time(earliest: String?, latest: String?)
    case toggle
    /// One of the options (or none, when not required).
    case choice([ChoiceOption])
    /// Any of the options (at least one, when required).
    case choices([ChoiceOption])
  }

  /// The field's input key, its column and the name its snapshot uses.
  public var key: InputKey
  public var label: String
  public var kind: Kind
  /// Needed: empty text, no choice, no option chosen is a problem. A toggle is never "needed".
  public var required: Bool

  public init(_ key: InputKey, _ label: String, _ kind: Kind, required: Bool = false) {
    self.key = key
    self.label = label
    self.kind = kind
    self.required = required
  }

  /// The options of a choice, else none.
  public var options: [ChoiceOption] {
    switch kind {
    case .choice(let options), .choices(let options): options
    default: []
    }
  }

  /// Its column in the feature's table: the key with `_` for `-` (`spent-on` → `spent_on`); the migration
  /// and RecordStore's `RecordTable` both name it so, double-quoted in SQL (a field may be called `order`).
  public var column: String { key.rawValue.replacingOccurrences(of: "-", with: "_") }

  /// Typed as text (the draft keeps the text as typed; the value is read from it).
  public var isTyped: Bool {
    switch kind {
    case .text, .multiline, .integer, .decimal, .date, .time: true
    case .secure, .toggle, .choice, .choices: false
    }
  }
}

/// A date field's bound: a fixed day, or a day counted from today (so "not
/// after today" stays true tomorrow, in the form and in a transcript's `{{today}}`).
public enum DayBound: Hashable, Sendable {
  /// `YYYY-MM-DD`.
  case day(String)
  /// Today moved by `days` (negative: earlier).
  case today(plus: Int)

  /// The day it is when today is `today` (`YYYY-MM-DD`); nil when `today` is no day.
  public func resolved(today: String) -> String? {
    switch self {
    case .day(let day): day
    case .today(let days): CalendarDay.adding(days, to: today)
    }
  }
}
