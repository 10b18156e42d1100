import Testing
import ViperKit

@testable import Jobs

@Suite("Job apply presenter")
struct JobApplyPresenterTests {
  let presenter = JobApplyPresenter()

  @Test func aNewFormIsTitledAfterTheJobWithAnEmptyCounterAndNoErrors() {
    let model = presenter.present(JobApplyInteractor(job: Job.ios.id, jobName: "iOS Engineer"))
    #expect(model.title == "Apply: iOS Engineer")
    #expect(model.name == .init(label: "Name", value: ""))
    #expect(model.email == .init(label: "Email", value: "", placeholder: "you@example.org"))
    #expect(model.coverLetter.hint == "0/2000")
    #expect(model.coverLetterLimit == 2000)
    #expect(model.shareLabel == "Share my GitHub login" && !model.share)
    #expect(model.submitTitle == "Send application" && !model.pending && model.message == nil)
  }

  @Test func theCounterCountsCharactersAsTheHostDoes() {
    var state = JobApplyInteractor(job: Job.ios.id, jobName: "iOS Engineer")
    _ = state.handle(.intent(.edited(.coverLetter, text: "héllo\n👋", left: false)))
    #expect(presenter.present(state).coverLetter.hint == "7/2000")
  }

  @Test func problemsAreWordedOnceShown() {
    var state = JobApplyInteractor(job: Job.ios.id, jobName: "iOS Engineer")
    _ = state.handle(.intent(.edited(.email, text: "ada@example", left: false)))
    #expect(presenter.present(state).email.error == nil)
    _ = state.handle(.intent(.submitted))
    #expect(presenter.present(state).name.error == "Enter your name")
    #expect(presenter.present(state).email.error == "Enter an address like name@example.org")
    _ = state.handle(.intent(.edited(.email, text: "", left: false)))
    #expect(presenter.present(state).email.error == "Enter your email address")
  }

  @Test func aSaveInFlightIsPendingAndAFailureIsTheFormsMessage() {
    var state = JobApplyInteractorTests.filled
    _ = state.handle(.intent(.submitted))
    #expect(presenter.present(state).pending)
    _ = state.handle(.result(.applicationFailed(Job.ios.id, .storage(detail: "attempt to write a readonly database"))))
    let model = presenter.present(state)
    #expect(!model.pending)
    #expect(
      model.message == "Not saved: could not use the local database (attempt to write a readonly database). Try again.")
    #expect(model.name.value == " Ada " && model.email.value == "ada@example.org " && model.share)
  }
}
