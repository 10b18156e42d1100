import Testing
import ViperKit
import ViperTesting

@testable import Stargazers

@Suite("Stargazers view adapter")
struct StargazersViewAdapterTests {
  let adapter = StargazersViewAdapter()

  func model(_ phase: StargazersInteractor.Phase) -> StargazersViewModel {
    var state = StargazersInteractor(repository: repo)
    state.phase = phase
    return StargazersPresenter().present(state)
  }

  @Test func theRowsThenNextPageAndRefresh() {
    #expect(
      adapter.render(model(.fetched(gazers(1...2), failure: nil)))
        == .screen(
          title: "Kuniwak/MirrorDiffKit",
          children: [
            .list(
              action: "select",
              items: [
                ListItem(key: "1", title: "user1", image: .url("https://a/1", label: "user1")),
                ListItem(key: "2", title: "user2", image: .url("https://a/2", label: "user2")),
              ], window: ListWindow(start: 0, total: nil, more: true)),
            .button(action: "next", title: "Next page", enabled: true),
            .button(action: "refresh", title: "Refresh", enabled: true),
          ]))
  }

  @Test func whileFetchingASpinnerAndDisabledButtons() {
    #expect(
      adapter.render(model(.fetching(previous: []))).children == [
        .list(action: "select", items: [], window: ListWindow(start: 0, total: nil, more: true)),
        .spinner(label: "Loading stargazers…"),
        .button(action: "next", title: "Next page", enabled: false),
        .button(action: "refresh", title: "Refresh", enabled: false),
      ])
  }

  @Test func aFailureIsAnAlertTitledErrorWithTheReasonAndBack() {
    #expect(
      adapter.render(model(.fetched([], failure: .unreadable("not JSON")))).children.last
        == .alert(
          title: "Error", message: "The server's answer could not be read: not JSON",
          actions: [NodeAction(action: "recover", title: "Back")]))
  }

  @Test func eachActionIsItsIntent() throws {
    let shown = model(.fetched(gazers(1...2), failure: .offline))
    #expect(try adapter.intent(for: "next", value: nil, in: shown) == .nextPageTapped)
    #expect(try adapter.intent(for: "refresh", value: nil, in: shown) == .refreshTapped)
    #expect(try adapter.intent(for: "recover", value: nil, in: shown) == .alertDismissed)
    #expect(try adapter.intent(for: "select", value: "2", in: shown) == .rowSelected(StargazerID(2)))
  }

  @Test func theWireWordsAreTheAdaptersConstants() {
    typealias Action = StargazersViewAdapter.Action
    #expect([Action.select, Action.next, Action.refresh, Action.recover] == ["select", "next", "refresh", "recover"])
  }

  @Test func unknownActionsAndUnknownRowsAreRefused() {
    let shown = model(.fetched(gazers(1...2), failure: nil))
    #expect(throws: ActionError.unknownAction("fly")) { try adapter.intent(for: "fly", value: nil, in: shown) }
    #expect(throws: ActionError.invalidValue("select", "no stargazer with key \"9\"")) {
      try adapter.intent(for: "select", value: "9", in: shown)
    }
  }
}
