import Testing
import ViperKit
import ViperTesting

@testable import Jobs

@Suite("Job list presenter")
struct JobListPresenterTests {
  let presenter = JobListPresenter()

  @Test func rowsShowTheNameTheStatusAndTheRightToggle() {
    let pm = Job(id: JobID(3), name: "PM", applied: false)
    let model = presenter.present(JobListInteractor(jobs: [.ios, .qa, pm], pending: [pm.id]))
    #expect(
      model.rows == [
        .init(id: Job.ios.id, title: "iOS Engineer", status: nil, toggle: JobToggle(act: .apply, title: "Apply")),
        .init(
          id: Job.qa.id, title: "QA Engineer", status: "Applied",
          toggle: JobToggle(act: .withdraw, title: "Remove application")),
        .init(id: pm.id, title: "PM", status: "Saving…", toggle: nil),  // no toggle while saving
      ])
    #expect(model.title == "Jobs")
    #expect(model.loadingLabel == nil && model.refreshEnabled && model.alert == nil)
  }

  @Test func loadingShowsALabelAndDisablesRefresh() {
    let model = presenter.present(JobListInteractor(isLoading: true))
    #expect(model.loadingLabel == "Loading jobs…")
    #expect(!model.refreshEnabled)
  }

  @Test func aFailureIsWordedAsAnAlert() {
    let model = presenter.present(JobListInteractor(failure: .unreachable(detail: "The server cannot be reached.")))
    #expect(model.alert == Alert(title: "Network Offline", message: "The server cannot be reached."))
    #expect(model.dismissTitle == "OK")
  }
}
