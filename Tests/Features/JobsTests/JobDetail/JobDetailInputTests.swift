import JSONValue
import Testing
import ViperKit

@testable import Jobs

@Suite("Job detail input")
struct JobDetailInputTests {
  @Test(arguments: [Job.ios, Job.qa])
  func itsJSONReadsBackAsTheSameInput(job: Job) throws {
    let input = JobDetailInput(job: job)
    #expect(
      input.json == ["id": .int(Int64(job.id.rawValue)), "name": .string(job.name), "applied": .bool(job.applied)])
    #expect(try JobDetailInput(json: input.json) == input)
  }

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
