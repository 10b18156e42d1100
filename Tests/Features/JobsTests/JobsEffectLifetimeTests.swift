import Testing
import ViperKit

@testable import Jobs

/// Which job-board effects outlive their view (PROTOCOL §10).
@Suite("Job board effects: lifetimes")
struct JobsEffectLifetimeTests {
  let handler = JobsEffectHandler(gateway: JobsGatewayStub(jobs: []), store: AppliedJobsStoreSpy())

  @Test func applicationsOutliveTheirView() {
    #expect(handler.lifetime(of: .markJobAsApplied(JobID(1))) == .outlivesView)
    #expect(handler.lifetime(of: .markJobAsWithdrawn(JobID(1))) == .outlivesView)
  }

  @Test func downloadsAndReadsStopWithTheirView() {
    #expect(handler.lifetime(of: .downloadJobs) == .cancelledWithView)
    #expect(handler.lifetime(of: .loadApplications) == .cancelledWithView)
  }
}
