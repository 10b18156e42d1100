import Testing
import ViperKit

@testable import Jobs

@Suite("Job detail input")
struct JobDetailInputTests {
  @Test func fromTheWire() throws {
    let input = try JobDetailInput(json: ["id": 3, "name": "PM", "applied": true])
    #expect(input.job == Job(id: JobID(3), name: "PM", applied: true))
    #expect(try JobDetailInput(json: ["id": 3, "name": "PM"]).job.applied == false)  // applied defaults to false
  }

  @Test func incompleteInputIsRefused() {
    #expect(throws: InputError.self) { try JobDetailInput(json: nil) }
    #expect(throws: InputError.self) { try JobDetailInput(json: ["id": "x", "name": "PM"]) }
    #expect(throws: InputError.self) { try JobDetailInput(json: ["name": "PM"]) }
    #expect(throws: InputError.self) { try JobDetailInput(json: ["id": 3]) }
  }
}
