import FixtureServer
import Foundation
import Networking
import Persistence
import Testing

@testable import Jobs

@Suite("Job board effects", .serialized)
struct JobsEffectHandlerTests {
  static let jobs: [Job] = [.ios, .qa]

  @Test func aDownloadReconcilesServerAndDatabase() async throws {
    let store = AppliedJobsStoreSpy(applied: [JobID(1)])
    let handler = JobsEffectHandler(gateway: JobsGatewayStub(jobs: Self.jobs), store: store)
    let result = await handler.run(.downloadJobs)
    #expect(result == .jobsLoaded(Self.jobs.map { Job(id: $0.id, name: $0.name, applied: true) }))
    #expect(store.calls == [.markApplied(JobID(2))])
    #expect(try store.appliedJobIDs() == [JobID(1), JobID(2)])
  }

  @Test func applyingTellsTheServerThenTheDatabase() async throws {
    let gateway = JobsGatewayStub(jobs: Self.jobs)
    let store = AppliedJobsStoreSpy()
    let handler = JobsEffectHandler(gateway: gateway, store: store)
    #expect(await handler.run(.markJobAsApplied(JobID(1))) == .applicationSaved(JobID(1), applied: true))
    #expect(gateway.calls == [.apply(JobID(1))])
    #expect(store.calls == [.markApplied(JobID(1))])
    #expect(await handler.run(.markJobAsWithdrawn(JobID(1))) == .applicationSaved(JobID(1), applied: false))
    #expect(gateway.calls == [.apply(JobID(1)), .withdraw(JobID(1))])
    #expect(store.calls == [.markApplied(JobID(1)), .markWithdrawn(JobID(1))])
    #expect(try store.appliedJobIDs().isEmpty)
  }

  @Test func aSubmittedApplicationTellsTheServerThenSavesTheForm() async throws {
    let server = try FixtureHTTPServer(routes: ["POST /jobs/3/apply": .init(body: "{}")])
    let store = SQLiteAppliedJobsStore(database: try AppDatabase.inMemory(migrations: JobsFeature.migrations))
    let handler = JobsEffectHandler(
      gateway: HTTPJobsGateway(transport: try CurlHTTPTransport(timeoutSeconds: 5), base: server.baseURL), store: store)
    let ada = Application(
      job: JobID(3), name: "Ada", email: "ada@example.org", coverLetter: "Hi", shareGitHubLogin: false)
    #expect(await handler.run(.submitApplication(ada)) == .applicationSaved(JobID(3), applied: true))
    #expect(server.requests == ["POST /jobs/3/apply"])
    #expect(try store.appliedJobIDs() == [JobID(3)])
    #expect(try store.application(for: JobID(3)) == ada)
    server.route("POST /jobs/4/apply", .init(status: 500, body: "{}"))
    var other = ada
    other.job = JobID(4)
    #expect(
      await handler.run(.submitApplication(other))
        == .applicationFailed(JobID(4), .badAnswer(detail: "The server answered with status 500.")))
    #expect(try store.application(for: JobID(4)) == nil)  // the server refused: nothing saved
  }

  @Test func aServerThatRefusesLeavesTheDatabaseAlone() async {
    let store = AppliedJobsStoreSpy()
    let handler = JobsEffectHandler(
      gateway: JobsGatewayStub(failing: .badAnswer(detail: "The server answered with status 500.")), store: store)
    let result = await handler.run(.markJobAsApplied(JobID(1)))
    #expect(result == .applicationFailed(JobID(1), .badAnswer(detail: "The server answered with status 500.")))
    #expect(store.calls.isEmpty)
  }

  @Test func aFailedDownloadIsReported() async {
    let gateway = JobsGatewayStub()
    gateway.failDownloads(with: .unreachable(detail: "The server cannot be reached."))
    let handler = JobsEffectHandler(gateway: gateway, store: AppliedJobsStoreSpy())
    #expect(await handler.run(.downloadJobs) == .downloadFailed(.unreachable(detail: "The server cannot be reached.")))
  }

  @Test func readingTheApplicationsAnswersWithTheDatabasesSet() async {
    let store = AppliedJobsStoreSpy(applied: [JobID(4)])
    let handler = JobsEffectHandler(gateway: JobsGatewayStub(), store: store)
    #expect(await handler.run(.loadApplications) == .applicationsLoaded([JobID(4)]))
    store.failReads()
    #expect(await handler.run(.loadApplications) == .applicationsLoadFailed(.storage(detail: "disk I/O error")))
    #expect(await handler.run(.downloadJobs) == .downloadFailed(.storage(detail: "disk I/O error")))
  }

  @Test func againstARealServerAndARealDatabase() async throws {
    let server = try FixtureHTTPServer(routes: [
      "GET /jobs": .init(
        body: #"[{"id":1,"name":"iOS Engineer","applied":false,"salary":"?"},{"id":2,"name":"QA","applied":true}]"#),
      "POST /jobs/1/apply": .init(body: "{}"),
    ])
    let transport = try CurlHTTPTransport(timeoutSeconds: 5)
    let database = try AppDatabase.inMemory(migrations: JobsFeature.migrations)
    let store = SQLiteAppliedJobsStore(database: database)
    let handler = JobsEffectHandler(
      gateway: HTTPJobsGateway(transport: transport, base: server.baseURL + "/"), store: store)
    let downloaded = await handler.run(.downloadJobs)
    #expect(
      downloaded
        == .jobsLoaded([
          Job(id: JobID(1), name: "iOS Engineer", applied: false), Job(id: JobID(2), name: "QA", applied: true),
        ]))
    #expect(await handler.run(.markJobAsApplied(JobID(1))) == .applicationSaved(JobID(1), applied: true))
    #expect(try store.appliedJobIDs() == [JobID(1), JobID(2)])
    server.route("GET /jobs", .init(status: 503, body: "{}"))
    #expect(
      await handler.run(.downloadJobs)
        == .downloadFailed(.badAnswer(detail: "The server answered with status 503.")))
    #expect(
      await handler.run(.markJobAsWithdrawn(JobID(9)))
        == .applicationFailed(JobID(9), .badAnswer(detail: "The server answered with status 404.")))
    #expect(server.requests == ["GET /jobs", "POST /jobs/1/apply", "GET /jobs", "DELETE /jobs/9/apply"])
  }

  @Test func theSQLiteStoreSurvivesReopeningTheFile() async throws {
    let path = "/tmp/viper-jobs-\(UInt64.random(in: 0...UInt64.max)).sqlite"
    defer { for suffix in ["", "-wal", "-shm"] { unlink(path + suffix) } }
    do {
      let store = SQLiteAppliedJobsStore(
        database: try AppDatabase.file(at: path, migrations: JobsFeature.migrations))
      try await store.markApplied(JobID(4))
      try await store.markApplied(JobID(4))
      try await store.markApplied(JobID(5))
      try await store.markWithdrawn(JobID(5))
    }
    let reopened = SQLiteAppliedJobsStore(
      database: try AppDatabase.file(at: path, migrations: JobsFeature.migrations))
    #expect(try reopened.appliedJobIDs() == [JobID(4)])
  }
}
