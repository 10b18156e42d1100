import Testing

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
          ]))
  }
}
