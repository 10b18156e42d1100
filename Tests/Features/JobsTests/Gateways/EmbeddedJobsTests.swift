import Networking
import Testing

@testable import Jobs

/// The shipped board answers the HTTP gateway as a server would, and keeps
/// what the user applied to until the host stops.
@Suite("Embedded job board")
struct EmbeddedJobsTests {
  let gateway = HTTPJobsGateway(transport: EmbeddedJobs.transport(), base: FixtureHTTPTransport.base)

  @Test func theSixJobsDecodeThroughTheHTTPGateway() async throws {
    #expect(try await gateway.jobs() == EmbeddedJobs.jobs)
  }

  @Test func applyingAndWithdrawingChangeTheBoard() async throws {
    try await gateway.apply(to: JobID(2))
    #expect(try await gateway.jobs().filter(\.applied).map(\.id) == [JobID(2)])
    try await gateway.withdraw(from: JobID(2))
    #expect(try await gateway.jobs().filter(\.applied).isEmpty)
  }

  @Test func eachTransportIsABoardOfItsOwn() async throws {
    try await gateway.apply(to: JobID(1))
    let other = HTTPJobsGateway(transport: EmbeddedJobs.transport(), base: FixtureHTTPTransport.base)
    #expect(try await other.jobs().filter(\.applied).isEmpty)
  }

  @Test func anUnknownJobIsNotFound() async {
    await #expect(throws: JobsFailure.badAnswer(detail: "The server answered with status 404.")) {
      try await gateway.apply(to: JobID(99))
    }
  }
}
