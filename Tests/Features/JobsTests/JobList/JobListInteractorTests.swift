import JSONValue
import Testing
import ViperKit
import ViperTesting

@testable import Jobs

/// The list's state machine, step by step. Each step describes the whole new
/// state (as changes to the old), the exact effects and the route; anything
/// it leaves out fails the test.
@Suite("Job list interactor")
struct JobListInteractorTests {
  static let loaded = JobListInteractor(jobs: [.ios, .qa])
  static let offline = JobsFailure.unreachable(detail: "The server cannot be reached.")

  @Test func openingDownloadsTheJobs() throws {
    var tester = InteractorTester(JobListInteractor())
    tester.start(effects: [.downloadJobs]) { $0.isLoading = true }
    try expectSnapshot(tester.state, named: "opened")
  }

  @Test func downloadedJobsReplaceTheListAndEndLoading() throws {
    var tester = InteractorTester(JobListInteractor(isLoading: true))
    tester.receive(.jobsLoaded([.ios, .qa])) {
      $0.isLoading = false
      $0.jobs = [.ios, .qa]
    }
    try expectSnapshot(tester.state, named: "downloaded")
  }

  @Test func aRefreshWhenIdleDownloadsAgain() {
    var tester = InteractorTester(Self.loaded)
    tester.send(.refreshTapped, effects: [.downloadJobs]) { $0.isLoading = true }
  }

  @Test func aRefreshWhileLoadingIsIgnored() {
    var tester = InteractorTester(JobListInteractor(jobs: [.ios], isLoading: true))
    tester.send(.refreshTapped)
  }

  @Test func aFailedDownloadShowsAnAlertAndKeepsTheOldList() throws {
    var tester = InteractorTester(JobListInteractor(jobs: [.ios], isLoading: true))
    tester.receive(.downloadFailed(Self.offline)) {
      $0.isLoading = false
      $0.failure = Self.offline
    }
    try expectSnapshot(tester.state, named: "download-failed")
    tester.send(.alertDismissed) { $0.failure = nil }
  }

  @Test func applyingWaitsForTheServerAndTheDatabase() throws {
    var tester = InteractorTester(Self.loaded)
    // Not applied before the server and the database agreed.
    tester.send(.applyTapped(Job.ios.id), effects: [.markJobAsApplied(Job.ios.id)]) { $0.pending = [Job.ios.id] }
    try expectSnapshot(tester.state, named: "applying")
    tester.receive(.applicationSaved(Job.ios.id, applied: true)) {
      $0.pending = []
      $0.jobs[0].applied = true
    }
  }

  @Test func withdrawingWaitsLikewise() {
    var tester = InteractorTester(Self.loaded)
    tester.send(.withdrawTapped(Job.qa.id), effects: [.markJobAsWithdrawn(Job.qa.id)]) { $0.pending = [Job.qa.id] }
    tester.receive(.applicationSaved(Job.qa.id, applied: false)) {
      $0.pending = []
      $0.jobs[1].applied = false
    }
  }

  @Test(
    "intents that make no sense change nothing",
    arguments: [
      JobListIntent.applyTapped(Job.qa.id),  // already applied
      .withdrawTapped(Job.ios.id),  // not applied
      .applyTapped(JobID(99)),  // no such job
      .withdrawTapped(JobID(99)),
      .rowSelected(JobID(99)),
    ])
  func senselessIntentsAreIgnored(intent: JobListIntent) {
    var tester = InteractorTester(Self.loaded)
    tester.send(intent)
  }

  @Test func aSecondToggleWhileSavingIsIgnored() {
    var tester = InteractorTester(JobListInteractor(jobs: [.ios, .qa], pending: [Job.ios.id, Job.qa.id]))
    tester.send(.applyTapped(Job.ios.id))
    tester.send(.withdrawTapped(Job.qa.id))
  }

  @Test func aFailedApplicationShowsAnAlertAndLeavesTheJobAsItWas() {
    var tester = InteractorTester(JobListInteractor(jobs: [.ios, .qa], pending: [Job.ios.id]))
    let refused = JobsFailure.badAnswer(detail: "The server answered with status 500.")
    tester.receive(.applicationFailed(Job.ios.id, refused)) {
      $0.pending = []
      $0.failure = refused
    }
  }

  @Test func selectingARowRoutesToTheDetailWithTheJob() {
    var tester = InteractorTester(Self.loaded)
    tester.send(.rowSelected(Job.qa.id), route: .detail(.qa))
  }

  @Test func comingBackReloadsTheApplicationsButNotThoseStillSaving() {
    var tester = InteractorTester(JobListInteractor(jobs: [.ios, .qa], pending: [Job.qa.id]))
    tester.resume(effects: [.loadApplications])
    tester.receive(.applicationsLoaded([Job.ios.id])) { $0.jobs[0].applied = true }
  }

  @Test func aFailedReloadShowsAnAlert() {
    var tester = InteractorTester(Self.loaded)
    let storage = JobsFailure.storage(detail: "disk I/O error")
    tester.receive(.applicationsLoadFailed(storage)) { $0.failure = storage }
  }

  @Test func aDownloadForgetsPendingJobsNoLongerOnTheBoard() {
    var tester = InteractorTester(JobListInteractor(jobs: [.ios, .qa], pending: [Job.ios.id]))
    tester.receive(.jobsLoaded([.qa])) {
      $0.jobs = [.qa]
      $0.pending = []
    }
  }
}

@Suite("Job list search")
struct JobListSearchTests {
  let module = JobListModule(
    effects: JobsEffectHandler(gateway: JobsGatewayStub(jobs: [.ios, .qa]), store: AppliedJobsStoreSpy()))

  @Test func theSearchTextIsKeptAsTypedAndSurvivesASnapshot() throws {
    var tester = InteractorTester(JobListInteractor(jobs: [.ios, .qa]))
    tester.send(.searchEdited("Q")) { $0.query = "Q" }
    tester.send(.searchEdited("QA ")) { $0.query = "QA " }
    let screen = try ScreenTester(module)
    try screen.edit("search", .text("ios"))
    let snapshot = try #require(screen.snapshot)
    #expect(snapshot["query"] == "ios")
    let restored = try ScreenTester(module, restoring: snapshot)
    #expect(restored.view.input("search")?.input.value == .text("ios"))
  }

  @Test func aSessionSavedBeforeTheSearchStillRestores() throws {
    let old: JSONValue = ["jobs": [], "isLoading": false, "pending": []]
    let restored = try ScreenTester(module, restoring: old)
    #expect(restored.view.input("search")?.input.value == .text(""))
  }
}
