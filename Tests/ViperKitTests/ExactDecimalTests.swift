import Testing
import ViperKit

@Suite("Exact decimals")
struct ExactDecimalTests {
  @Test(arguments: [
    ("12", 1200), ("12.5", 1250), ("12.50", 1250), ("0.05", 5), (".5", 50), ("-0.25", -25), ("-3", -300), ("0", 0),
  ])
  func aNumberAsTypedIsKeptAsWholeUnits(text: String, units: Int) {
    #expect(ExactDecimal(text, places: 2) == ExactDecimal(units: units, places: 2))
    #expect(ExactDecimal(text, places: 2)?.units == units)
  }

  @Test(arguments: [
    "", "-", ".", "5.", "1.234", "1.2.3", "1,5", "+1", " 1", "1 ", "1e3", "٣", "0x10", "--1", "9223372036854775807",
  ])
  func anythingElseIsNoNumber(text: String) {
    #expect(ExactDecimal(text, places: 2) == nil)
  }

  @Test func tooManyPlacesIsTellableFromNoNumber() {
    #expect(ExactDecimal.hasTooManyPlaces("1.234", places: 2))
    #expect(!ExactDecimal.hasTooManyPlaces("1.23", places: 2))
    #expect(!ExactDecimal.hasTooManyPlaces("1.2x4", places: 2))
    #expect(!ExactDecimal.hasTooManyPlaces("12", places: 0))
    #expect(
      ExactDecimal.hasTooManyPlaces("12.345", places: 2)
        && ExactDecimal.hasTooManyPlaces("92233720368547758.123", places: 2))
    #expect(ExactDecimal.hasTooManyPlaces("1.5", places: 0) && !ExactDecimal.hasTooManyPlaces("1.", places: 0))
  }

  @Test(arguments: [
    (1250, 2, "12.50"), (5, 2, "0.05"), (-5, 2, "-0.05"), (-1250, 2, "-12.50"), (3, 0, "3"), (-3, 0, "-3"),
    (0, 1, "0.0"),
  ])
  func itReadsAsWrittenWithEveryPlace(units: Int, places: Int, text: String) {
    #expect(ExactDecimal(units: units, places: places).description == text)
  }

  @Test func itComparesAcrossPlacesAndAddsUpExactly() {
    #expect(ExactDecimal(units: 10, places: 1) == ExactDecimal(units: 100, places: 2))
    #expect(Set([ExactDecimal(units: 10, places: 1), ExactDecimal(units: 100, places: 2)]).count == 1)
    #expect(ExactDecimal(units: 1, places: 2) < ExactDecimal(units: 1, places: 1))
    // No overflow: neither side is scaled to the other's places.
    #expect(ExactDecimal(units: .max, places: 0) > ExactDecimal(units: 1, places: 6))
    #expect(ExactDecimal(units: -5, places: 1) < ExactDecimal(units: -4, places: 1))
    let sum = ExactDecimal("0.1", places: 2)!.units + ExactDecimal("0.2", places: 2)!.units
    #expect(ExactDecimal(units: sum, places: 2) == ExactDecimal("0.3", places: 2))
  }
}
