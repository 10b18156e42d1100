import Testing
import ViperKit
import ViperTesting

@testable import Jobs

/// The detail's actions act on its own job and take no value; each one
/// offered but not now is `ActionError.unavailable`.
@Suite("Job detail view adapter")
struct JobDetailViewAdapterTests {
  typealias Action = JobDetailViewAdapter.Action
  let adapter = JobDetailViewAdapter()

  func intent(_ action: ActionName, in state: JobDetailInteractor) throws(ActionError) -> JobDetailIntent {
    try adapter.intent(for: action, value: nil, in: JobDetailPresenter().present(state))
  }

  @Test func rendersTheStatusTheToggleAndAnAlert() {
    let model = JobDetailPresenter().present(
      JobDetailInteractor(job: .qa, failure: .unreachable(detail: "The server did not answer in time.")))
    #expect(
      adapter.render(model)
        == .screen(
          title: "QA Engineer",
          children: [
            .text("You applied to this job."), .button(action: "withdraw", title: "Remove application"),
            .alert(
              title: "Network Offline", message: "The server did not answer in time.",
              actions: [NodeAction(action: "dismiss", title: "OK")]),
          ]))
  }

  @Test func offeredActionsBecomeIntents() throws {
    #expect(try intent(Action.apply, in: JobDetailInteractor(job: .ios)) == .applyTapped)
    #expect(try intent(Action.withdraw, in: JobDetailInteractor(job: .qa)) == .withdrawTapped)
    #expect(
      try intent(Action.dismiss, in: JobDetailInteractor(job: .ios, failure: .storage(detail: "x"))) == .alertDismissed)
  }

  @Test(
    "actions offered but not now",
    arguments: [
      (Action.apply, JobDetailInteractor(job: .qa)),  // already applied
      (Action.withdraw, JobDetailInteractor(job: .ios)),  // not applied
      (Action.apply, JobDetailInteractor(job: .ios, isSaving: true)),
      (Action.withdraw, JobDetailInteractor(job: .ios, isSaving: true)),
      (Action.dismiss, JobDetailInteractor(job: .ios)),  // no alert
    ])
  func notOfferedNow(action: ActionName, state: JobDetailInteractor) {
    let error = #expect(throws: ActionError.self) { try intent(action, in: state) }
    #expect(error?.isUnavailable == true)
  }

  @Test func unknownActionsAreRefused() {
    #expect(throws: ActionError.unknownAction("select")) { try intent("select", in: JobDetailInteractor(job: .ios)) }
  }
}
