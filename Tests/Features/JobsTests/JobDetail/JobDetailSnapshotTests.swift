import Testing
import ViperKit
import ViperTesting

@testable import Jobs

/// The detail rebuilt from a snapshot: a save that was under way is re-read.
@Suite("Job detail snapshots")
struct JobDetailSnapshotTests {
  let gateway = JobsGatewayStub(jobs: [.ios])
  let store = AppliedJobsStoreSpy(applied: [Job.ios.id])
  var module: JobDetailModule { JobDetailModule(effects: JobsEffectHandler(gateway: gateway, store: store)) }

  @Test func aSaveUnderWayStopsWaitingAndIsReadAgain() {
    var tester = InteractorTester(JobDetailInteractor(job: .ios, isSaving: true))
    tester.restored(effects: [.loadApplications]) { $0.isSaving = false }
    tester.receive(.applicationsLoaded([Job.ios.id, Job.qa.id])) { $0.job.applied = true }
    tester.receive(.applicationsLoaded([])) { $0.job.applied = false }
  }

  @Test func aFailedReadShowsAnAlert() {
    var tester = InteractorTester(JobDetailInteractor(job: .qa, isSaving: true))
    tester.restored(effects: [.loadApplications]) { $0.isSaving = false }
    tester.receive(.applicationsLoadFailed(.storage(detail: "locked"))) { $0.failure = .storage(detail: "locked") }
  }

  @Test func aReadArrivingDuringANewSaveIsLeftToTheSave() {
    var tester = InteractorTester(JobDetailInteractor(job: .qa, isSaving: true))
    tester.restored(effects: [.loadApplications]) { $0.isSaving = false }
    tester.send(.withdrawTapped, effects: [.markJobAsWithdrawn(Job.qa.id)]) { $0.isSaving = true }
    tester.receive(.applicationsLoaded([]))
    tester.receive(.applicationsLoadFailed(.storage(detail: "locked")))
  }

  @Test(
    "a detail not saving issues nothing",
    arguments: [JobDetailInteractor(job: .ios), JobDetailInteractor(job: .qa, failure: .badAnswer(detail: "x"))])
  func aDetailAtRestIssuesNothing(state: JobDetailInteractor) {
    var tester = InteractorTester(state)
    tester.restored()
  }

  @Test func aDetailBeingSavedSurvivesASnapshotAndReadsTheSaveBack() async throws {
    let input = ScreenInput.typed(JobDetailInput(job: Job(id: Job.ios.id, name: Job.ios.name, applied: true)))
    let screen = try ScreenTester(module, input: input)
    try screen.send("withdraw")
    try screen.expectSnapshotRoundTrip(through: module, input: input)

    let restored = try ScreenTester(module, input: input, restoring: try #require(screen.snapshot))
    await restored.runEffects()
    #expect(restored.view.children.first == .text("You applied to this job."))  // the store still has it
    #expect(gateway.calls.isEmpty)  // read back, not sent again
  }

  @Test func aSnapshotOfAnotherShapeIsRefusedNamingTheProblem() throws {
    let screen = try module.makeScreen(input: .typed(JobDetailInput(job: .ios)))
    #expect(throws: SnapshotError("the snapshot does not decode: \"job\" is missing")) {
      try screen.restore(snapshot: ["isSaving": false])
    }
  }
}
