import ViperKit

/// What a generated feature's tests type into each field (`viper-host new
/// module --fields`): a value its checks take on `today`, and the family of
/// texts they refuse, each with the problem it shows.
extension RecordField {
  /// A value within the field's bounds on `today`.
  public func example(today: String) -> InputValue {
    switch kind {
    case .text(let most): .text(String("Example".prefix(most ?? 7)))
    case .multiline(let most): .text(String("Line one\nline two".prefix(most ?? 17)))
    case .secure: .text("s3cret")
    case .integer(let least, let most): .text(String(Swift.min(Swift.max(1, least ?? .min), most ?? .max)))
    case .decimal(let places, let least, let most):
      .text(Self.clamp(ExactDecimal(units: 1250 * Self.ten(places) / 100, places: places), least, most).description)
    case .date(let earliest, let latest):
      .text(Self.clamp(today, earliest?.resolved(today: today), latest?.resolved(today: today)))
    case .time(let earliest, let latest): .text(Self.clamp("12:00", earliest, latest))
    case .toggle: .on(true)
    case .choice(let options): .choice(options.first?.key)
    case .choices(let options): .choices(options.prefix(1).map(\.key))
    }
  }

  /// Values the field refuses on `today`, with their problems: a needed field left empty, and each rule of its
  /// kind broken (the wrong form, one past each bound). None for a toggle, or a choice or secret not needed.
  public func badValues(today: String) -> [(value: InputValue, problem: RecordProblem)] {
    var bad: [(InputValue, RecordProblem)] = []
    if required {
      switch kind {
      case .toggle: break
      case .choice: bad.append((.choice(nil), .missing))
      case .choices: bad.append((.choices([]), .missing))
      default: bad.append((.text(""), .missing))
      }
    }
    return bad + badTexts(today: today).map { (.text($0.text), $0.problem) }
  }

  /// The texts of a typed kind the field refuses on `today` (the wrong form, one past each bound), with their problems.
  public func badTexts(today: String) -> [(text: String, problem: RecordProblem)] {
    var bad: [(String, RecordProblem)] = []
    switch kind {
    case .text(let most?), .multiline(let most?):
      bad.append((String(repeating: "x", count: most + 1), .tooLong(max: most)))
    case .integer(let least, let most):
      bad.append(("1.5", .notWholeNumber))
      if let least, least > .min { bad.append((String(least - 1), .below(String(least)))) }
      if let most, most < .max { bad.append((String(most + 1), .above(String(most)))) }
    case .decimal(let places, let least, let most):
      bad.append(("12,5", .notDecimal(places: places)))
      bad.append(("1." + String(repeating: "5", count: places + 1), .tooManyPlaces(places)))
      if let least {
        bad.append((ExactDecimal(units: least.units - 1, places: least.places).description, .below(least.description)))
      }
      if let most {
        bad.append((ExactDecimal(units: most.units + 1, places: most.places).description, .above(most.description)))
      }
    case .date(let earliest, let latest):
      bad.append(("2026-02-30", .notDate))
      if let first = earliest?.resolved(today: today), let before = CalendarDay.adding(-1, to: first) {
        bad.append((before, .before(first)))
      }
      if let last = latest?.resolved(today: today), let after = CalendarDay.adding(1, to: last) {
        bad.append((after, .after(last)))
      }
    case .time(let earliest, let latest):
      bad.append(("25:00", .notTime))
      if let earliest, earliest != "00:00" { bad.append(("00:00", .before(earliest))) }
      if let latest, latest != "23:59" { bad.append(("23:59", .after(latest))) }
    default: break
    }
    return bad
  }

  private static func ten(_ places: Int) -> Int { (0..<places).reduce(1) { value, _ in value * 10 } }

  private static func clamp<T: Comparable>(_ value: T, _ least: T?, _ most: T?) -> T {
    let low = least.map { Swift.max($0, value) } ?? value
    return most.map { Swift.min($0, low) } ?? low
  }
}
