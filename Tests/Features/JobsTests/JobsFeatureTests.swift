import Networking
import Persistence
import Testing
import ViperKit

@testable import Jobs

@Suite("Job board feature")
struct JobsFeatureTests {
  @Test func itBringsTheListTheDetailAndTheFormOnItsOwnSchema() throws {
    let database = try AppDatabase.inMemory(migrations: JobsFeature.migrations)
    let modules = JobsFeature.modules(
      transport: EmbeddedJobs.transport(), base: FixtureHTTPTransport.base, database: database)
    #expect(modules.map(\.manifest.name) == ["jobs", "job-detail", "job-apply"])
    #expect(
      JobsFeature.migrations.map(\.identifier) == [
        SQLiteAppliedJobsStore.migration.identifier, SQLiteAppliedJobsStore.formsMigration.identifier,
      ])
  }
}
