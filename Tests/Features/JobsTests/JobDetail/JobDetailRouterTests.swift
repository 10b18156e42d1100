import Testing
import ViperKit
import ViperTesting

@testable import Jobs

@Suite("Job detail router")
struct JobDetailRouterTests {
  @Test func applyPushesTheFormWithTheJobsIdAndName() throws {
    let destination = try #require(JobDetailRouter().navigation(for: .apply(.ios)).pushed)
    #expect(destination.module == "job-apply")
    #expect(destination.input(as: JobApplyInput.self) == JobApplyInput(job: Job.ios.id, name: "iOS Engineer"))
  }
}
