import JSONValue
import Testing
import ViperKit

@testable import BenchModules

@Suite("List input")
struct ListInputTests {
  @Test(arguments: [0, 7, 1_000_000])
  func itsJSONReadsBackAsTheSameInput(rows: Int) throws {
    let input = ListInput(rows: rows)
    #expect(input.json == ["rows": .int(Int64(rows))])
    #expect(try ListInput(json: input.json) == input)
  }

  @Test(arguments: [0, 1, 1_000_000])
  func takesARowCountUpToAMillion(rows: Int) throws {
    #expect(try ListInput(json: ["rows": .int(Int64(rows))]).rows == rows)
  }

  @Test(
    arguments: [
      (nil, "\"rows\" is missing"), ([:], "\"rows\" is missing"), (["rows": -1], "\"rows\" must be 0 … 1000000"),
      (["rows": 1_000_001], "\"rows\" must be 0 … 1000000"), (["rows": "3"], "\"rows\" must be an integer, not string"),
    ] as [(JSONValue?, String)])
  func refusesAnythingElseNamingTheMember(json: JSONValue?, message: String) {
    #expect(throws: InputError(message)) { try ListInput(json: json) }
  }
}
