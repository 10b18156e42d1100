import Testing
import ViperKit
import ViperTesting

@testable import Jobs

@Suite("Job detail presenter")
struct JobDetailPresenterTests {
  let presenter = JobDetailPresenter()

  @Test func titledByTheJobWithApplyThatOpensAFormOrTheListsWithdraw() {
    #expect(
      presenter.present(JobDetailInteractor(job: .qa))
        == JobDetailViewModel(
          title: "QA Engineer", status: "You applied to this job.",
          toggle: JobToggle(act: .withdraw, title: "Remove application"), toggleEnabled: true, alert: nil,
          dismissTitle: "OK"))
    #expect(presenter.present(JobDetailInteractor(job: .ios)).status == "You have not applied yet.")
    #expect(presenter.present(JobDetailInteractor(job: .ios)).toggle == JobToggle(act: .apply, title: "Apply…"))
  }

  @Test func savingDisablesTheToggle() {
    let model = presenter.present(JobDetailInteractor(job: .ios, isSaving: true))
    #expect(model.status == "Saving…")
    #expect(!model.toggleEnabled)
  }

  @Test func aFailureIsWordedAsAnAlert() {
    let model = presenter.present(JobDetailInteractor(job: .ios, failure: .storage(detail: "disk full")))
    #expect(model.alert == Alert(title: "Storage Failure", message: "Could not use the local database: disk full"))
  }
}
