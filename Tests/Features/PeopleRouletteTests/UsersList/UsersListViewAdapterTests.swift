import Testing
import ViperKit

@testable import PeopleRoulette

@Suite("Users list view adapter")
struct UsersListViewAdapterTests {
  static let model = UsersListViewModel(
    title: "T", cells: [.init(key: "1", name: "A", company: "Co"), .init(key: "2", name: "B", company: "")],
    window: ListWindow(start: 0, total: 2, more: false))

  @Test func aListOfRowsWithTheCompanyAsSubtitleWhenThereIsOne() {
    #expect(
      UsersListViewAdapter().render(Self.model)
        == .screen(
          title: "T",
          children: [
            .list(
              action: "select",
              items: [ListItem(key: "1", title: "A", subtitle: "Co"), ListItem(key: "2", title: "B")],
              window: ListWindow(start: 0, total: 2, more: false))
          ]))
  }

  @Test func selectingARowByItsKey() throws {
    #expect(try UsersListViewAdapter().intent(for: "select", value: "2", in: Self.model) == .rowSelected(UserID(2)))
    #expect(try UsersListViewAdapter().intent(for: "select", value: 1, in: Self.model) == .rowSelected(UserID(1)))
  }

  @Test func keysNotShownAndOtherActionsAreRefused() {
    for key: ActionValue in ["9", "x", 3] {
      #expect(throws: ActionError.self) { try UsersListViewAdapter().intent(for: "select", value: key, in: Self.model) }
    }
    #expect(throws: ActionError.invalidValue("select", "no user with key \"9\"")) {
      try UsersListViewAdapter().intent(for: "select", value: "9", in: Self.model)
    }
    #expect(throws: ActionError.unknownAction("open")) {
      try UsersListViewAdapter().intent(for: "open", value: "1", in: Self.model)
    }
  }
}
