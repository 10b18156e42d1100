/// A decimal number kept exactly: whole `units` of 10^-`places` (12.50 at two
/// places is 1250 units), never a binary floating-point value, so 0.1 + 0.2
/// is 0.3 and a stored amount reads back as typed. SQLite keeps the units as
/// an INTEGER (docs/FIELDS.md, "Decimals").
public struct ExactDecimal: Hashable, Sendable, Comparable, Codable, CustomStringConvertible {
  public var units: Int
  public var places: Int

  public init(units: Int, places: Int) {
    self.units = units
    self.places = places
  }

  /// `text` as typed: an optional `-`, ASCII digits, at most one `.` with at
  /// most `places` digits after it ("12", "12.5", "-0.25", ".5"). Nil when it
  /// is not such a number, has more places, or overflows.
  public init?(_ text: String, places: Int) {
    var digits = Substring(text)
    let negative = digits.first == "-"
    if negative { digits = digits.dropFirst() }
    let parts = digits.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    let whole = parts[0]
    let fraction = parts.count == 2 ? parts[1] : ""
    let isDigits = { (part: Substring) in part.utf8.allSatisfy { (0x30...0x39).contains($0) } }
    guard !(whole.isEmpty && fraction.isEmpty), isDigits(whole), isDigits(fraction), fraction.count <= places,
      !(parts.count == 2 && fraction.isEmpty)
    else { return nil }
    let padded = String(whole.isEmpty ? "0" : whole) + fraction + String(repeating: "0", count: places - fraction.count)
    guard let magnitude = Int(padded) else { return nil }
    self.init(units: negative ? -magnitude : magnitude, places: places)
  }

  /// Whether `text` is a number with more decimal places than `places` (the problem to name).
  public static func hasTooManyPlaces(_ text: String, places: Int) -> Bool {
    guard let point = text.firstIndex(of: ".") else { return false }
    return text[text.index(after: point)...].count > places && ExactDecimal(text, places: 18) != nil
  }

  /// As a person writes it: every place shown ("12.50", "-0.05", "3").
  public var description: String {
    let magnitude = String(units.magnitude)
    guard places > 0 else { return units < 0 ? "-" + magnitude : magnitude }
    let padded = String(repeating: "0", count: max(0, places + 1 - magnitude.count)) + magnitude
    let text = padded.dropLast(places) + "." + padded.suffix(places)
    return units < 0 ? "-" + text : String(text)
  }

  public static func < (lhs: ExactDecimal, rhs: ExactDecimal) -> Bool {
    lhs.scaled(to: max(lhs.places, rhs.places)) < rhs.scaled(to: max(lhs.places, rhs.places))
  }

  public static func == (lhs: ExactDecimal, rhs: ExactDecimal) -> Bool {
    lhs.scaled(to: max(lhs.places, rhs.places)) == rhs.scaled(to: max(lhs.places, rhs.places))
  }

  public func hash(into hasher: inout Hasher) {
    var (units, places) = (self.units, self.places)
    while places > 0, units % 10 == 0 { (units, places) = (units / 10, places - 1) }
    hasher.combine(units)
    hasher.combine(places)
  }

  /// The units at `places` (more or equal to its own).
  private func scaled(to wanted: Int) -> Int {
    (0..<(wanted - places)).reduce(units) { value, _ in value.multipliedReportingOverflow(by: 10).partialValue }
  }
}
