import Testing
import ViperKit

@testable import Jobs

/// Which job-board effects outlive their view (PROTOCOL §10).
@Suite("Job board effects: lifetimes")
struct JobsEffectLifetimeTests {
  let handler = JobsEffectHandler(gateway: JobsGatewayStub(), store: AppliedJobsStoreSpy())

  @Test(arguments: [
    JobsEffect.markJobAsApplied(JobID(1)), .markJobAsWithdrawn(JobID(1)),
    .submitApplication(
      Application(job: JobID(1), name: "Ada", email: "a@b.c", coverLetter: "", shareGitHubLogin: false)),
  ])
  func applicationsOutliveTheirView(effect: JobsEffect) {
    #expect(handler.lifetime(of: effect) == .outlivesView)
  }

  @Test(arguments: [JobsEffect.downloadJobs, .loadApplications])
  func downloadsAndReadsStopWithTheirView(effect: JobsEffect) {
    #expect(handler.lifetime(of: effect) == .cancelledWithView)
  }
}
