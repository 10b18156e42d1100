/// Why a field's text is not a value: one case per rule a field kind has,
/// worded once (`words`), shown under the field once its problem shows.
public enum RecordProblem: Error, Hashable, Sendable {
  case missing
  case tooLong(max: Int)
  case notWholeNumber
  /// Not a number like 12.50 at `places` places (or with more places than that).
  case notDecimal(places: Int)
  case tooManyPlaces(Int)
  /// Below the least value, as text.
  case below(String)
  case above(String)
  case notDate
  case notTime
  case before(String)
  case after(String)

  public var words: String {
    switch self {
    case .missing: "Needed."
    case .tooLong(let max): "At most \(max) characters."
    case .notWholeNumber: "Not a whole number."
    case .notDecimal(let places):
      places == 0 ? "Not a whole number." : "Not a number like 12.\(String(repeating: "5", count: places))."
    case .tooManyPlaces(let places):
      places == 0
        ? "Not a whole number." : places == 1 ? "At most 1 decimal place." : "At most \(places) decimal places."
    case .below(let least): "At least \(least)."
    case .above(let most): "At most \(most)."
    case .notDate: "Not a date (YYYY-MM-DD)."
    case .notTime: "Not a time (HH:MM, 24-hour)."
    case .before(let day): "Not before \(day)."
    case .after(let day): "Not after \(day)."
    }
  }
}

extension RecordField {
  /// The field's value in `draft`, or its problem; `today` (`YYYY-MM-DD`)
  /// places a date's bounds counted from today.
  public func check(_ draft: RecordDraft, today: String) -> Result<RecordValue, RecordProblem> {
    let text = draft.text(self)
    switch kind {
    case .toggle: return .success(.flag(draft.isOn(self)))
    case .secure:
      let secret = draft.secret(self)
      if secret.isEmpty && draft.hasSavedSecret(self) { return .success(.secretSaved) }
      return required && secret.isEmpty ? .failure(.missing) : .success(.secret(secret))
    case .choice, .choices:
      let keys = draft.chosenKeys(self)
      return required && keys.isEmpty ? .failure(.missing) : .success(keys.isEmpty ? .none : .chosen(keys))
    default:
      if text.isEmpty { return required ? .failure(.missing) : .success(.none) }
    }
    switch kind {
    case .text(let max), .multiline(let max):
      if let max, text.unicodeScalars.count > max { return .failure(.tooLong(max: max)) }
      return text.allSatisfy(\.isWhitespace) && required ? .failure(.missing) : .success(.text(text))
    case .integer(let min, let max):
      guard let number = Int(text), text.first != "+" else { return .failure(.notWholeNumber) }
      if let min, number < min { return .failure(.below(String(min))) }
      if let max, number > max { return .failure(.above(String(max))) }
      return .success(.integer(number))
    case .decimal(let places, let min, let max):
      guard let number = ExactDecimal(text, places: places) else {
        return .failure(
          ExactDecimal.hasTooManyPlaces(text, places: places) ? .tooManyPlaces(places) : .notDecimal(places: places))
      }
      if let min, number < min { return .failure(.below(min.description)) }
      if let max, number > max { return .failure(.above(max.description)) }
      return .success(.decimal(number))
    case .date(let earliest, let latest):
      guard CalendarText.isDate(text) else { return .failure(.notDate) }
      if let first = earliest?.resolved(today: today), text < first { return .failure(.before(first)) }
      if let last = latest?.resolved(today: today), text > last { return .failure(.after(last)) }
      return .success(.day(text))
    case .time(let earliest, let latest):
      guard CalendarText.isTime(text) else { return .failure(.notTime) }
      if let earliest, text < earliest { return .failure(.before(earliest)) }
      if let latest, text > latest { return .failure(.after(latest)) }
      return .success(.time(text))
    case .secure, .toggle, .choice, .choices: return .failure(.missing)  // answered above
    }
  }
}

extension RecordDraft {
  /// Every field's problem (shown or not), by key.
  public func problems(_ fields: [RecordField], today: String) -> [InputKey: RecordProblem] {
    var problems: [InputKey: RecordProblem] = [:]
    for field in fields {
      if case .failure(let problem) = field.check(self, today: today) { problems[field.key] = problem }
    }
    return problems
  }

  /// Every field's value, or nil while any field has a problem.
  public func values(_ fields: [RecordField], today: String) -> [InputKey: RecordValue]? {
    var values: [InputKey: RecordValue] = [:]
    for field in fields {
      guard case .success(let value) = field.check(self, today: today) else { return nil }
      values[field.key] = value
    }
    return values
  }
}
