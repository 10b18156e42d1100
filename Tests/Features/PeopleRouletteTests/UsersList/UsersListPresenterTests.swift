import Testing
import ViperKit

@testable import PeopleRoulette

@Suite("Users list presenter")
struct UsersListPresenterTests {
  @Test func cellsShowTheNameAndTheCompanyEmptyWhenNone() {
    #expect(
      UsersListPresenter().present(UsersListInteractor(users: makeUsers(2)))
        == UsersListViewModel(
          title: "Picked people",
          cells: [
            .init(key: "1", name: "Person 1", company: "Company 1"), .init(key: "2", name: "Person 2", company: ""),
          ], window: ListWindow(start: 0, total: 2, more: false)))
  }

  @Test func aLongListShowsAWindowOfItKeptByTheAnchor() {
    var state = UsersListInteractor(users: makeUsers(500))
    #expect(UsersListPresenter().present(state).cells.count == 100)
    _ = state.handle(.intent(.rowsRequested(WindowRequest(.from(300), count: 20, anchor: nil))))
    let model = UsersListPresenter().present(state)
    #expect(model.cells.map(\.key) == (251...370).map(String.init))
    #expect(model.window == ListWindow(start: 250, total: 500, more: true, anchor: "301"))
    _ = state.handle(.intent(.rowsRequested(WindowRequest(.after("370"), count: 200))))
    #expect(
      UsersListPresenter().present(state).window == ListWindow(start: 250, total: 500, more: false, anchor: "301"))
  }
}
