import Persistence
import Testing

@testable import Jobs

/// The store on a real (in-memory) GRDB database with the feature's migrations.
@Suite("SQLite applied-jobs store")
struct SQLiteAppliedJobsStoreTests {
  let store: SQLiteAppliedJobsStore
  let ada = Application(
    job: JobID(3), name: "Ada", email: "ada@example.org", coverLetter: "Dear team,\n“hello” 👋", shareGitHubLogin: true)

  init() throws {
    store = SQLiteAppliedJobsStore(database: try AppDatabase.inMemory(migrations: JobsFeature.migrations))
  }

  @Test func aSavedApplicationMarksTheJobAppliedAndKeepsTheForm() async throws {
    try await store.saveApplication(ada)
    #expect(try store.appliedJobIDs() == [JobID(3)])
    #expect(try store.application(for: JobID(3)) == ada)
    #expect(try store.application(for: JobID(4)) == nil)
  }

  @Test func aSecondFormForTheJobReplacesTheFirst() async throws {
    try await store.saveApplication(ada)
    var again = ada
    again.email = "ada@lovelace.org"
    again.shareGitHubLogin = false
    try await store.saveApplication(again)
    #expect(try store.application(for: JobID(3)) == again)
    #expect(try store.appliedJobIDs() == [JobID(3)])
  }

  @Test func withdrawingForgetsTheJobAndItsForm() async throws {
    try await store.saveApplication(ada)
    try await store.markApplied(JobID(5))  // the list's quick apply: no form
    try await store.markWithdrawn(JobID(3))
    #expect(try store.appliedJobIDs() == [JobID(5)])
    #expect(try store.application(for: JobID(3)) == nil)
    #expect(try store.application(for: JobID(5)) == nil)
  }
}
