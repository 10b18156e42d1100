import Testing
import ViperKit

@testable import Jobs

@Suite("Job board presenters, views and routers")
struct JobsViewTests {
  @Test func rowsShowTheNameAndTheRightToggle() {
    let state = JobListState(
      jobs: [
        Job(id: JobID(1), name: "iOS Engineer", applied: false), Job(id: JobID(2), name: "QA", applied: true),
        Job(id: JobID(3), name: "PM", applied: false),
      ], pending: [JobID(3)])
    let view = JobListViewAdapter().render(JobListPresenter().present(state))
    #expect(
      view
        == .screen(
          title: "Jobs",
          children: [
            .list(
              action: "select",
              items: [
                ListItem(key: "1", title: "iOS Engineer", accessory: ListAccessory(action: "apply", title: "Apply")),
                ListItem(
                  key: "2", title: "QA", subtitle: "Applied",
                  accessory: ListAccessory(action: "withdraw", title: "Remove application")),
                ListItem(key: "3", title: "PM", subtitle: "Saving…"),
              ]),
            .button(action: "refresh", title: "Refresh", enabled: true),
          ]))
  }

  @Test func loadingShowsASpinnerAndDisablesRefreshErrorsAnAlert() {
    let model = JobListPresenter().present(
      JobListState(isLoading: true, alert: JobsAlert(title: "Network Offline", message: "m")))
    guard case .screen(_, let children) = JobListViewAdapter().render(model) else { return }
    #expect(children.first == .spinner(label: "Loading jobs…"))
    #expect(children.contains(.button(action: "refresh", title: "Refresh", enabled: false)))
    #expect(
      children.last
        == .alert(title: "Network Offline", message: "m", actions: [AlertAction(action: "dismiss", title: "OK")]))
  }

  @Test func actionsBecomeEvents() throws {
    let model = JobListPresenter().present(
      JobListState(jobs: [Job(id: JobID(7), name: "x", applied: false), Job(id: JobID(8), name: "y", applied: true)]))
    let adapter = JobListViewAdapter()
    #expect(try adapter.intent(for: "apply", value: "7", in: model) == .apply(JobID(7)))
    #expect(try adapter.intent(for: "withdraw", value: 8, in: model) == .withdraw(JobID(8)))
    #expect(try adapter.intent(for: "select", value: "7", in: model) == .selected(JobID(7)))
    #expect(try adapter.intent(for: "refresh", value: nil, in: model) == .refreshed)
    #expect(throws: ActionError.self) { try adapter.intent(for: "apply", value: "9", in: model) }
    #expect(throws: ActionError.self) { try adapter.intent(for: "apply", value: nil, in: model) }
    #expect(throws: ActionError.unknownAction("hire")) { try adapter.intent(for: "hire", value: nil, in: model) }
  }

  @Test func theRouterPushesTheDetailWithTheJobAsTypedInput() {
    let job = Job(id: JobID(2), name: "QA", applied: true)
    guard case .push(let destination) = JobListRouter().navigation(for: .detail(job)) else {
      Issue.record("expected a push")
      return
    }
    #expect(destination.module == "job-detail")
    #expect(destination.input(as: JobDetailInput.self) == JobDetailInput(job: job))
  }

  @Test func theDetailIsTitledByTheJobAndTogglesIt() throws {
    let model = JobDetailPresenter().present(JobDetailState(job: Job(id: JobID(2), name: "QA", applied: true)))
    #expect(
      JobDetailViewAdapter().render(model)
        == .screen(
          title: "QA",
          children: [.text("You applied to this job."), .button(action: "withdraw", title: "Remove application")]))
    #expect(try JobDetailViewAdapter().intent(for: "withdraw", value: nil, in: model) == .withdraw(JobID(2)))
    #expect(throws: ActionError.self) { try JobDetailViewAdapter().intent(for: "apply", value: nil, in: model) }
  }

  @Test func detailInputFromTheWire() throws {
    let input = try JobDetailInput(json: ["id": 3, "name": "PM", "applied": true])
    #expect(input.job == Job(id: JobID(3), name: "PM", applied: true))
    #expect(throws: InputError.self) { try JobDetailInput(json: ["id": "x"]) }
    #expect(throws: InputError.self) { try JobDetailInput(json: nil) }
  }
}
