import Testing
import ViperKit
import ViperTesting

@testable import Jobs

/// The list's wire words: what it renders, and which actions it takes now.
/// Every action offered but not now is `ActionError.unavailable` (-32602
/// `action_unavailable`); the one exception, a refresh while loading, is
/// taken and ignored by the interactor.
@Suite("Job list view adapter")
struct JobListViewAdapterTests {
  typealias Action = JobListViewAdapter.Action
  static let saving = Job(id: JobID(3), name: "Saving", applied: false)
  static let state = JobListInteractor(jobs: [.ios, .qa, saving], pending: [saving.id])
  let adapter = JobListViewAdapter()

  func intent(_ action: ActionName, _ value: ActionValue? = nil, in state: JobListInteractor = state)
    throws(ActionError) -> JobListIntent
  {
    try adapter.intent(for: action, value: value, in: JobListPresenter().present(state))
  }

  @Test func rendersRowsWithTogglesAndARefreshButton() {
    #expect(
      adapter.render(JobListPresenter().present(Self.state))
        == .screen(
          title: "Jobs",
          children: [
            Self.search(""),
            .list(
              action: "select",
              items: [
                ListItem(key: "1", title: "iOS Engineer", accessory: ListAccessory(action: "apply", title: "Apply")),
                ListItem(
                  key: "2", title: "QA Engineer", subtitle: "Applied",
                  accessory: ListAccessory(action: "withdraw", title: "Remove application")),
                ListItem(key: "3", title: "Saving", subtitle: "Saving…"),
              ], window: ListWindow(start: 0, total: 3, more: false)),
            .button(action: "refresh", title: "Refresh", enabled: true),
          ]))
  }

  @Test func rendersASpinnerWhileLoadingAndAnAlertLast() {
    let view = adapter.render(
      JobListPresenter().present(
        JobListInteractor(isLoading: true, failure: .unreachable(detail: "The server cannot be reached."))))
    #expect(view.children.prefix(2) == [Self.search(""), .spinner(label: "Loading jobs…")])
    #expect(view.children.contains(.button(action: "refresh", title: "Refresh", enabled: false)))
    #expect(
      view.children.last
        == .alert(
          title: "Network Offline", message: "The server cannot be reached.",
          actions: [NodeAction(action: "dismiss", title: "OK")]))
  }

  static func search(_ text: String) -> ViewNode {
    .field(
      Field(
        key: "search", label: "Search jobs", value: text, sending: .change(debounceMs: 250), placeholder: "Title",
        maxLength: 100))
  }

  @Test func theSearchKeepsTheJobsWhoseTitleHasItIgnoringCaseAndSpaces() throws {
    var state = Self.state
    state.query = "  eng "
    let view = adapter.render(JobListPresenter().present(state))
    #expect(view.children.first == Self.search("  eng "))
    #expect(view.listItems.map(\.key) == ["1", "2"])
    state.query = "ZZ"
    let none = adapter.render(JobListPresenter().present(state))
    #expect(none.listItems.isEmpty && none.children.contains(.text("No job title contains “ZZ”")))
    let edit = InputEdit(key: "search", value: .text("qa"))
    #expect(try adapter.intent(for: edit, in: JobListPresenter().present(state)) == .searchEdited("qa"))
    #expect(throws: ActionError.unknownAction("other")) {
      try adapter.intent(for: InputEdit(key: "other", value: .text("x")), in: JobListPresenter().present(state))
    }
  }

  @Test func offeredActionsBecomeIntents() throws {
    #expect(try intent(Action.apply, "1") == .applyTapped(Job.ios.id))
    #expect(try intent(Action.withdraw, 2) == .withdrawTapped(Job.qa.id))  // a key may come as a number
    #expect(try intent(Action.select, "3") == .rowSelected(Self.saving.id))  // a saving row still opens
    #expect(try intent(Action.refresh) == .refreshTapped)
  }

  @Test(arguments: [
    (Action.apply, "2"),  // already applied
    (Action.withdraw, "1"),  // not applied
    (Action.apply, "3"),  // saving
    (Action.withdraw, "3"),  // saving
  ])
  func togglesNotOfferedOnARowNow(action: ActionName, key: String) {
    let error = #expect(throws: ActionError.self) { try intent(action, .string(key)) }
    #expect(error?.isUnavailable == true)
  }

  @Test func dismissIsOfferedOnlyWithAnAlert() throws {
    #expect(throws: ActionError.unavailable(Action.dismiss, "no alert is showing")) { try intent(Action.dismiss) }
    let alerting = JobListInteractor(failure: .storage(detail: "x"))
    #expect(try intent(Action.dismiss, in: alerting) == .alertDismissed)
  }

  @Test func aRefreshWhileLoadingIsTakenTheInteractorIgnoresIt() throws {
    var loading = Self.state
    loading.isLoading = true
    #expect(try intent(Action.refresh, in: loading) == .refreshTapped)
  }

  @Test func wrongValuesAndUnknownActionsAreRefused() {
    #expect(throws: ActionError.invalidValue(Action.apply, "no job with key \"9\"")) {
      try intent(Action.apply, "9")
    }
    #expect(throws: ActionError.invalidValue(Action.select, "a value (the key) is required")) {
      try intent(Action.select)
    }
    #expect(throws: ActionError.unknownAction("hire")) { try intent("hire") }
  }
}
