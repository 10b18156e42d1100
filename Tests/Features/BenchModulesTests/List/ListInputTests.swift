import JSONValue
import Testing
import ViperKit

@testable import BenchModules

@Suite("List input")
struct ListInputTests {
  @Test(arguments: [0, 1, 1_000_000])
  func takesARowCountUpToAMillion(rows: Int) throws {
    #expect(try ListInput(json: ["rows": .int(Int64(rows))]).rows == rows)
  }

  @Test(arguments: [nil, ["rows": -1], ["rows": 1_000_001], ["rows": "3"], [:]] as [JSONValue?])
  func refusesAnythingElse(json: JSONValue?) {
    #expect(throws: InputError("expected {\"rows\": 0 … 1000000}")) { try ListInput(json: json) }
  }
}
