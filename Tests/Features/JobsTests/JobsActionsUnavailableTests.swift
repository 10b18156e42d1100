import Networking
import Testing
import ViperKit

@testable import Jobs

/// Every action the job screens offer, in every state where it is not
/// offered now: -32602 `action_unavailable` (`ActionError.unavailable`). The
/// one exception: a refresh while loading is ignored.
@Suite("Job board: actions offered but not now")
struct JobsActionsUnavailableTests {
  static let open = Job(id: JobID(1), name: "Open", applied: false)
  static let applied = Job(id: JobID(2), name: "Applied", applied: true)
  static let saving = Job(id: JobID(3), name: "Saving", applied: false)
  static let list = JobListState(jobs: [open, applied, saving], pending: [saving.id])

  func listEvent(_ action: ActionName, _ value: ActionValue?, in state: JobListState) throws(ActionError) -> JobsEvent {
    try JobListViewAdapter().intent(for: action, value: value, in: JobListPresenter().present(state))
  }

  func isUnavailable(_ body: () throws(ActionError) -> JobsEvent) -> Bool {
    do {
      _ = try body()
      return false
    } catch {
      if case .unavailable = error { return true }
      return false
    }
  }

  @Test(arguments: [
    ("apply", "2"),  // already applied
    ("withdraw", "1"),  // not applied
    ("apply", "3"),  // saving
    ("withdraw", "3"),  // saving
  ])
  func listTogglesNotOfferedOnARow(action: String, key: String) {
    #expect(isUnavailable { () throws(ActionError) in try listEvent(ActionName(action), .string(key), in: Self.list) })
  }

  @Test func dismissWithoutAnAlert() {
    #expect(isUnavailable { () throws(ActionError) in try listEvent("dismiss", nil, in: Self.list) })
    var alerting = Self.list
    alerting.alert = JobsAlert(title: "t", message: "m")
    #expect(!isUnavailable { () throws(ActionError) in try listEvent("dismiss", nil, in: alerting) })
  }

  @Test func offeredActionsStillWork() throws {
    #expect(try listEvent("apply", "1", in: Self.list) == .apply(Self.open.id))
    #expect(try listEvent("withdraw", "2", in: Self.list) == .withdraw(Self.applied.id))
    #expect(try listEvent("select", "3", in: Self.list) == .selected(Self.saving.id))
  }

  @Test func aRefreshWhileLoadingIsTheDocumentedExceptionIgnored() throws {
    var loading = Self.list
    loading.isLoading = true
    let event = try listEvent("refresh", nil, in: loading)
    #expect(event == .refreshed)
    let before = loading
    #expect(loading.apply(event) == .none)
    #expect(loading == before)
  }

  func detailEvent(_ action: ActionName, in state: JobDetailState) throws(ActionError) -> JobsEvent {
    try JobDetailViewAdapter().intent(for: action, value: nil, in: JobDetailPresenter().present(state))
  }

  @Test func detailTogglesAndDismissNotOfferedNow() {
    let notApplied = JobDetailState(job: Self.open)
    let applied = JobDetailState(job: Self.applied)
    let saving = JobDetailState(job: Self.open, isSaving: true)
    #expect(isUnavailable { () throws(ActionError) in try detailEvent("apply", in: applied) })
    #expect(isUnavailable { () throws(ActionError) in try detailEvent("withdraw", in: notApplied) })
    #expect(isUnavailable { () throws(ActionError) in try detailEvent("apply", in: saving) })
    #expect(isUnavailable { () throws(ActionError) in try detailEvent("withdraw", in: saving) })
    #expect(isUnavailable { () throws(ActionError) in try detailEvent("dismiss", in: notApplied) })
    let alerting = JobDetailState(job: Self.open, alert: JobsAlert(title: "t", message: "m"))
    #expect(!isUnavailable { () throws(ActionError) in try detailEvent("dismiss", in: alerting) })
  }
}
