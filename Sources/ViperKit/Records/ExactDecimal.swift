import Foundation

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

  /// Whether `text` is written as a number (an optional `-`, digits, one `.` with digits after it) with more
  /// decimal places than `places`: the problem to name (read as text, so a large number is no special case).
  public static func hasTooManyPlaces(_ text: String, places: Int) -> Bool {
    let unsigned = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
    let parts = unsigned.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    let isDigits = { (part: Substring) in part.utf8.allSatisfy { (0x30...0x39).contains($0) } }
    guard parts.count == 2, isDigits(parts[0]), isDigits(parts[1]), !(parts[0].isEmpty && parts[1].isEmpty) else {
      return false
    }
    return parts[1].count > places
  }

  /// As a person writes it: every place shown ("12.50", "-0.05", "3").
  public var description: String {
    let magnitude = String(units.magnitude)
    guard places > 0 else { return units < 0 ? "-" + magnitude : magnitude }
    let padded = String(repeating: "0", count: max(0, places + 1 - magnitude.count)) + magnitude
    let text = padded.dropLast(places) + "." + padded.suffix(places)
    return units < 0 ? "-" + text : String(text)
  }

  /// Compared as Foundation's `Decimal` (38 digits: any `Int` at any places here), never by scaling one side,
  /// which could overflow.
  public static func < (lhs: ExactDecimal, rhs: ExactDecimal) -> Bool { lhs.decimal < rhs.decimal }

  public static func == (lhs: ExactDecimal, rhs: ExactDecimal) -> Bool { lhs.normalized == rhs.normalized }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(normalized.units)
    hasher.combine(normalized.places)
  }

  private var decimal: Decimal {
    Decimal(sign: units < 0 ? .minus : .plus, exponent: -places, significand: Decimal(units.magnitude))
  }

  /// The same number without trailing zero places (1.50 → 1.5): equal numbers are equal here.
  private var normalized: (units: Int, places: Int) {
    var (units, places) = (self.units, self.places)
    while places > 0, units % 10 == 0 { (units, places) = (units / 10, places - 1) }
    return (units, places)
  }
}
