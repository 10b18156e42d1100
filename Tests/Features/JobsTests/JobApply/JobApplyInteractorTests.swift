import Testing
import ViperKit
import ViperTesting

@testable import Jobs

@Suite("Job apply interactor")
struct JobApplyInteractorTests {
  static let form = JobApplyInteractor(job: Job.ios.id, jobName: "iOS Engineer")
  static let ada = Application(
    job: Job.ios.id, name: "Ada", email: "ada@example.org", coverLetter: "Hi\nthere", shareGitHubLogin: true)

  /// A form filled in with `ada` (name and email typed with spaces around).
  static var filled: JobApplyInteractor {
    var state = form
    state.name = " Ada "
    state.email = "ada@example.org "
    state.coverLetter = "Hi\nthere"
    state.shareGitHubLogin = true
    return state
  }

  @Test func editsAreKeptAndProblemsShowOnlyOnceAFieldIsLeft() {
    var tester = InteractorTester(Self.form)
    tester.start()
    tester.send(.edited(.email, text: "a", left: false)) { $0.email = "a" }
    #expect(tester.state.problems == [.name: .missing, .email: .notAnEmail])
    #expect(tester.state.shownProblems.isEmpty)  // not at the first keystroke
    tester.send(.edited(.email, text: "ada@", left: true)) {
      $0.email = "ada@"
      $0.progress = FormProgress(left: [.email])
    }
    #expect(tester.state.shownProblems == [.email: .notAnEmail])
    tester.send(.edited(.name, text: "Ada", left: true)) {
      $0.name = "Ada"
      $0.progress = FormProgress(left: [.name, .email])
    }
    tester.send(.edited(.name, text: "", left: false)) { $0.name = "" }
    #expect(tester.state.shownProblems == [.name: .missing, .email: .notAnEmail])
    tester.send(.shareFlipped(true)) { $0.shareGitHubLogin = true }
    tester.send(.edited(.coverLetter, text: "Dear team,\n", left: true)) {
      $0.coverLetter = "Dear team,\n"
      $0.progress = FormProgress(left: [.name, .email, .coverLetter])
    }
  }

  @Test func anInvalidSubmitShowsEveryProblemAndSavesNothing() {
    var tester = InteractorTester(Self.form)
    tester.send(.submitted) { $0.progress = FormProgress(submitted: true) }
    #expect(tester.state.shownProblems == [.name: .missing, .email: .missing])
    tester.send(.edited(.email, text: "ada@example", left: false)) { $0.email = "ada@example" }
    #expect(tester.state.shownProblems == [.name: .missing, .email: .notAnEmail])
    tester.send(.submitted)
  }

  @Test func aValidSubmitSavesTheTrimmedApplicationThenGoesBackToTheJob() {
    var tester = InteractorTester(Self.filled)
    tester.send(.submitted, effects: [.submitApplication(Self.ada)]) {
      $0.progress = FormProgress(submitted: true)
      $0.isSaving = true
    }
    tester.receive(.applicationSaved(Job.ios.id, applied: true), route: .backToJob) { $0.isSaving = false }
  }

  @Test func aFailedSaveKeepsEveryValueAndSaysWhyUntilTheNextSubmit() {
    var tester = InteractorTester(Self.filled)
    tester.send(.submitted, effects: [.submitApplication(Self.ada)]) {
      $0.progress = FormProgress(submitted: true)
      $0.isSaving = true
    }
    let offline = JobsFailure.unreachable(detail: "Could not connect to the server.")
    tester.receive(.applicationFailed(Job.ios.id, offline)) {
      $0.isSaving = false
      $0.failure = offline
    }
    tester.send(.edited(.coverLetter, text: "Hi", left: false)) { $0.coverLetter = "Hi" }
    var shorter = Self.ada
    shorter.coverLetter = "Hi"
    tester.send(.submitted, effects: [.submitApplication(shorter)]) {
      $0.failure = nil
      $0.isSaving = true
    }
  }

  @Test(
    "while saving, edits, flips and submits change nothing",
    arguments: [
      JobApplyIntent.edited(.name, text: "Bob", left: true), .edited(.email, text: "", left: false),
      .edited(.coverLetter, text: "x", left: false), .shareFlipped(false), .submitted,
    ])
  func aSavingFormIgnoresTheUser(intent: JobApplyIntent) {
    var saving = Self.filled
    saving.isSaving = true
    var tester = InteractorTester(saving)
    tester.send(intent)
  }

  @Test func aCoverLetterOverTheLimitIsRefused() {
    let limit = JobApplyInteractor.coverLetterLimit
    var tester = InteractorTester(Self.form)
    tester.send(.edited(.coverLetter, text: String(repeating: "é", count: limit), left: false)) {
      $0.coverLetter = String(repeating: "é", count: limit)
    }
    tester.send(.edited(.coverLetter, text: String(repeating: "é", count: limit + 1), left: false))
  }

  @Test(
    "results not about this form's save change nothing",
    arguments: [
      JobsResult.applicationSaved(Job.qa.id, applied: true), .applicationSaved(Job.ios.id, applied: false),
      .applicationFailed(Job.qa.id, .badAnswer(detail: "x")), .jobsLoaded([.qa]),
      .downloadFailed(.badAnswer(detail: "x")), .applicationsLoaded([Job.ios.id]),
      .applicationsLoadFailed(.storage(detail: "x")),
    ])
  func foreignResultsAreIgnored(result: JobsResult) {
    var saving = Self.filled
    saving.isSaving = true
    var tester = InteractorTester(saving)
    tester.receive(result)
  }

  @Test func resultsArrivingWhenNotSavingChangeNothing() {
    var tester = InteractorTester(Self.filled)
    tester.receive(.applicationSaved(Job.ios.id, applied: true))
    tester.receive(.applicationFailed(Job.ios.id, .storage(detail: "x")))
  }

  @Test func restoredWhileSavingTheApplicationIsSentAgain() {
    var saving = Self.filled
    saving.isSaving = true
    var tester = InteractorTester(saving)
    tester.restored(effects: [.submitApplication(Self.ada)])
    var atRest = InteractorTester(Self.filled)
    atRest.restored()
  }
}
