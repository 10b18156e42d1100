import Testing
import ViperKit
import ViperTesting

@testable import Jobs

@Suite("Job detail interactor")
struct JobDetailInteractorTests {
  @Test func applyOpensTheFormAndTheDetailReadsTheApplicationBackOnResume() {
    var tester = InteractorTester(JobDetailInteractor(job: .ios))
    tester.start()
    tester.send(.applyTapped, route: .apply(.ios))
    tester.resume(effects: [.loadApplications])
    tester.receive(.applicationsLoaded([Job.ios.id, Job.qa.id])) { $0.job.applied = true }
  }

  @Test func backFromAFormThatSavedNothingTheJobStaysUnapplied() {
    var tester = InteractorTester(JobDetailInteractor(job: .ios))
    tester.send(.applyTapped, route: .apply(.ios))
    tester.resume(effects: [.loadApplications])
    tester.receive(.applicationsLoaded([Job.qa.id]))
  }

  @Test func resumingWhileAWithdrawalSavesLeavesItToTheSave() {
    var tester = InteractorTester(JobDetailInteractor(job: .qa, isSaving: true))
    tester.resume()
  }

  @Test func withdrawingTheScreensJob() {
    var tester = InteractorTester(JobDetailInteractor(job: .qa))
    tester.send(.withdrawTapped, effects: [.markJobAsWithdrawn(Job.qa.id)]) { $0.isSaving = true }
    tester.receive(.applicationSaved(Job.qa.id, applied: false)) {
      $0.isSaving = false
      $0.job.applied = false
    }
  }

  @Test(
    "toggles that make no sense change nothing",
    arguments: [
      (JobDetailInteractor(job: .qa), JobDetailIntent.applyTapped),  // already applied
      (JobDetailInteractor(job: .ios), .withdrawTapped),  // not applied
      (JobDetailInteractor(job: .ios, isSaving: true), .applyTapped),  // saving
      (JobDetailInteractor(job: .qa, isSaving: true), .withdrawTapped),
    ])
  func senselessTogglesAreIgnored(state: JobDetailInteractor, intent: JobDetailIntent) {
    var tester = InteractorTester(state)
    tester.send(intent)
  }

  @Test func aFailedApplicationShowsAnAlertUntilDismissed() {
    var tester = InteractorTester(JobDetailInteractor(job: .ios, isSaving: true))
    let offline = JobsFailure.unreachable(detail: "The server cannot be reached.")
    tester.receive(.applicationFailed(Job.ios.id, offline)) {
      $0.isSaving = false
      $0.failure = offline
    }
    tester.send(.alertDismissed) { $0.failure = nil }
  }

  @Test(
    "results about another job, or meant for the list, change nothing",
    arguments: [
      JobsResult.applicationSaved(Job.qa.id, applied: true),
      .applicationFailed(Job.qa.id, .badAnswer(detail: "x")),
      .jobsLoaded([.qa]),
      .downloadFailed(.badAnswer(detail: "x")),
      .applicationsLoaded([Job.ios.id]),
      .applicationsLoadFailed(.storage(detail: "x")),
    ])
  func foreignResultsAreIgnored(result: JobsResult) {
    var tester = InteractorTester(JobDetailInteractor(job: .ios, isSaving: true))
    tester.receive(result)
  }
}
