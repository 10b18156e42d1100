import Testing
import ViperKit
import ViperTesting

@testable import Jobs

@Suite("Job list router")
struct JobListRouterTests {
  @Test func aRowPushesTheDetailWithTheJobAsTypedInput() throws {
    let destination = try #require(JobListRouter().navigation(for: .detail(.qa)).pushed)
    #expect(destination.module == "job-detail")
    #expect(destination.input(as: JobDetailInput.self) == JobDetailInput(job: .qa))
  }
}
