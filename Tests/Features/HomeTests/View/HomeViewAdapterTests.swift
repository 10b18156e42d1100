import Testing
import ViperKit

@testable import Home

@Suite("Home view adapter")
struct HomeViewAdapterTests {
  let adapter = HomeViewAdapter()
  let model = HomeViewModel(
    title: "Home", rows: [.init(key: "jobs", title: "Job Board"), .init(key: "roulette", title: "Roulette")],
    emptyMessage: nil)

  @Test func rendersTheRowsAsOneList() {
    #expect(
      adapter.render(model)
        == .screen(
          title: "Home",
          children: [
            .list(
              action: "open",
              items: [ListItem(key: "jobs", title: "Job Board"), ListItem(key: "roulette", title: "Roulette")])
          ]))
  }

  @Test func rendersTheEmptyMessageInsteadOfAList() {
    let empty = HomeViewModel(title: "Home", rows: [], emptyMessage: "Nothing.")
    #expect(adapter.render(empty) == .screen(title: "Home", children: [.text("Nothing.")]))
  }

  @Test func openWithARowKeyIsThatRowSelected() throws {
    #expect(try adapter.intent(for: "open", value: "roulette", in: model) == .rowSelected("roulette"))
  }

  @Test func refusesKeysOfNoRowAMissingValueAndUnknownActions() {
    #expect(throws: ActionError.invalidValue("open", "no row with key \"users-list\"")) {
      try adapter.intent(for: "open", value: "users-list", in: model)
    }
    #expect(throws: ActionError.self) { try adapter.intent(for: "open", value: nil, in: model) }
    #expect(throws: ActionError.unknownAction("close")) { try adapter.intent(for: "close", value: "jobs", in: model) }
  }
}
