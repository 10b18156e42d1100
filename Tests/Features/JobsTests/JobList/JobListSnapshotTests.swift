import JSONValue
import Testing
import ViperKit
import ViperTesting

@testable import Jobs

/// The list rebuilt from a snapshot (a restored session): the same state,
/// and what was in flight issued again.
@Suite("Job list snapshots")
struct JobListSnapshotTests {
  let gateway = JobsGatewayStub(jobs: [.ios, .qa])
  let store = AppliedJobsStoreSpy()
  var module: JobListModule { JobListModule(effects: JobsEffectHandler(gateway: gateway, store: store)) }

  @Test func aDownloadInFlightStartsAgain() {
    var tester = InteractorTester(JobListInteractor(jobs: [.ios], isLoading: true))
    tester.restored(effects: [.downloadJobs])
    tester.receive(.jobsLoaded([.ios, .qa])) {
      $0.isLoading = false
      $0.jobs = [.ios, .qa]
    }
  }

  @Test func applicationsBeingSavedStopWaitingAndAreReadAgain() {
    var tester = InteractorTester(JobListInteractor(jobs: [.ios, .qa], pending: [Job.ios.id, Job.qa.id]))
    tester.restored(effects: [.loadApplications]) { $0.pending = [] }
    tester.receive(.applicationsLoaded([Job.ios.id])) {  // both were saved: iOS applied, QA withdrawn
      $0.jobs[0].applied = true
      $0.jobs[1].applied = false
    }
  }

  @Test func aDownloadAndSavesInFlightAreBothIssuedAgain() {
    var tester = InteractorTester(JobListInteractor(jobs: [.ios], isLoading: true, pending: [Job.ios.id]))
    tester.restored(effects: [.downloadJobs, .loadApplications]) { $0.pending = [] }
  }

  @Test(
    "a list with nothing in flight issues nothing",
    arguments: [
      JobListInteractor(), JobListInteractor(jobs: [.ios, .qa]),
      JobListInteractor(jobs: [.qa], failure: .unreachable(detail: "x")),
    ])
  func aListAtRestIssuesNothing(state: JobListInteractor) {
    var tester = InteractorTester(state)
    tester.restored()
  }

  @Test func aListWithAnApplicationBeingSavedSurvivesASnapshot() async throws {
    let screen = try ScreenTester(module)
    await screen.runEffects()
    try screen.send("apply", "1")
    try screen.expectSnapshotRoundTrip(through: module)

    let snapshot = try #require(screen.snapshot)
    #expect(snapshot["pending"] == [1])
    let restored = try ScreenTester(module, restoring: snapshot)
    #expect(restored.view.listItems.first?.subtitle != "Saving…")  // the toggle waits no more
    #expect(restored.pendingEffects.count == 1)  // the re-read, not the apply again
    await restored.runEffects()
    #expect(restored.view.listItems == [JobListScreenTests.iosRow, JobListScreenTests.qaRow])
    #expect(gateway.calls == [.jobs])
  }

  @Test func pendingApplicationsAreWrittenSorted() throws {
    let state = JobListInteractor(jobs: [.ios, .qa], pending: [Job.qa.id, Job.ios.id])
    #expect(try JSONValueEncoder.encode(state)["pending"] == [1, 2])
  }

  @Test func aSnapshotOfAnotherShapeIsRefusedNamingTheProblem() throws {
    let screen = try module.makeScreen(input: .none)
    #expect(throws: SnapshotError("the snapshot does not decode: \"isLoading\" must be a boolean, not string")) {
      try screen.restore(snapshot: ["jobs": [], "isLoading": "no", "pending": []])
    }
    #expect(throws: SnapshotError("the snapshot does not decode: \"jobs[0].name\" is missing")) {
      try screen.restore(snapshot: ["jobs": [["id": 1, "applied": true]], "isLoading": false, "pending": []])
    }
  }
}
