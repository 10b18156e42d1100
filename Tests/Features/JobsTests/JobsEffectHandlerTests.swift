import FixtureServer
import Foundation
import Networking
import Persistence
import Testing

@testable import Jobs

@Suite("Job board effects", .serialized)
struct JobsEffectHandlerTests {
  static let jobs = [
    Job(id: JobID(1), name: "iOS Engineer", applied: false), Job(id: JobID(2), name: "QA Engineer", applied: true),
  ]

  @Test func aDownloadReconcilesServerAndDatabase() async throws {
    let store = AppliedJobsStoreSpy(applied: [JobID(1)])
    let handler = JobsEffectHandler(gateway: JobsGatewayStub(jobs: Self.jobs), store: store)
    let event = await handler.run(.downloadJobs)
    #expect(event == .jobsDownloaded(Self.jobs.map { Job(id: $0.id, name: $0.name, applied: true) }))
    #expect(try store.appliedJobIDs() == [JobID(1), JobID(2)])
  }

  @Test func applyingTellsTheServerThenTheDatabase() async throws {
    let gateway = JobsGatewayStub(jobs: Self.jobs)
    let store = AppliedJobsStoreSpy()
    let handler = JobsEffectHandler(gateway: gateway, store: store)
    #expect(await handler.run(.markJobAsApplied(JobID(1))) == .applicationChanged(JobID(1), applied: true))
    #expect(gateway.calls == ["apply 1"])
    #expect(store.calls == ["applied 1"])
    #expect(await handler.run(.markJobAsWithdrawn(JobID(1))) == .applicationChanged(JobID(1), applied: false))
    #expect(try store.appliedJobIDs().isEmpty)
  }

  @Test func aServerThatRefusesLeavesTheDatabaseAlone() async {
    let store = AppliedJobsStoreSpy()
    let handler = JobsEffectHandler(gateway: JobsGatewayStub(failing: .badStatus(500)), store: store)
    let event = await handler.run(.markJobAsApplied(JobID(1)))
    #expect(
      event
        == .applicationFailed(
          JobID(1), JobsAlert(title: "Request Failure", message: "The server answered with status 500.")))
    #expect(store.calls.isEmpty)
  }

  @Test func aFailedDownloadBecomesAnAlert() async {
    let gateway = JobsGatewayStub()
    gateway.failDownloads(with: .offline)
    let handler = JobsEffectHandler(gateway: gateway, store: AppliedJobsStoreSpy())
    #expect(
      await handler.run(.downloadJobs)
        == .errorArose(JobsAlert(title: "Network Offline", message: "The server cannot be reached.")))
  }

  @Test func againstARealServerAndARealDatabase() async throws {
    let server = try FixtureHTTPServer(routes: [
      "GET /jobs": .init(
        body: #"[{"id":1,"name":"iOS Engineer","applied":false,"salary":"?"},{"id":2,"name":"QA","applied":true}]"#),
      "POST /jobs/1/apply": .init(body: "{}"),
    ])
    let transport = try CurlHTTPTransport(timeoutSeconds: 5)
    let database = try AppDatabase.inMemory(migrations: [SQLiteAppliedJobsStore.migration])
    let store = SQLiteAppliedJobsStore(database: database)
    let handler = JobsEffectHandler(
      gateway: HTTPJobsGateway(transport: transport, base: server.baseURL + "/"), store: store)
    let downloaded = await handler.run(.downloadJobs)
    #expect(
      downloaded
        == .jobsDownloaded([
          Job(id: JobID(1), name: "iOS Engineer", applied: false), Job(id: JobID(2), name: "QA", applied: true),
        ]))
    #expect(await handler.run(.markJobAsApplied(JobID(1))) == .applicationChanged(JobID(1), applied: true))
    #expect(try store.appliedJobIDs() == [JobID(1), JobID(2)])
    server.route("GET /jobs", .init(status: 503, body: "{}"))
    #expect(
      await handler.run(.downloadJobs)
        == .errorArose(JobsAlert(title: "Request Failure", message: "The server answered with status 503.")))
    #expect(await handler.run(.markJobAsWithdrawn(JobID(9))) != .applicationChanged(JobID(9), applied: false))
    #expect(server.requests == ["GET /jobs", "POST /jobs/1/apply", "GET /jobs", "DELETE /jobs/9/apply"])
  }

  @Test func theSQLiteStoreSurvivesReopeningTheFile() async throws {
    let path = "/tmp/viper-jobs-\(UInt64.random(in: 0...UInt64.max)).sqlite"
    defer { for suffix in ["", "-wal", "-shm"] { unlink(path + suffix) } }
    do {
      let store = SQLiteAppliedJobsStore(
        database: try AppDatabase.file(at: path, migrations: [SQLiteAppliedJobsStore.migration]))
      try await store.markApplied(JobID(4))
      try await store.markApplied(JobID(4))
      try await store.markApplied(JobID(5))
      try await store.markWithdrawn(JobID(5))
    }
    let reopened = SQLiteAppliedJobsStore(
      database: try AppDatabase.file(at: path, migrations: [SQLiteAppliedJobsStore.migration]))
    #expect(try reopened.appliedJobIDs() == [JobID(4)])
  }
}
