import Testing
import ViperKit
import ViperTesting

@testable import PeopleRoulette

@Suite("Users list screen")
struct UsersListScreenTests {
  @Test func theRouletteHandsOverPeopleAndARowOpensTheirDetails() throws {
    let screen = try ScreenTester(UsersListModule(), input: .typed(UsersListInput(users: makeUsers(3))))
    #expect(screen.pendingEffects.isEmpty)
    #expect(
      screen.view
        == .screen(
          title: "Picked people",
          children: [
            .list(
              action: "select",
              items: [
                ListItem(key: "1", title: "Person 1", subtitle: "Company 1"), ListItem(key: "2", title: "Person 2"),
                ListItem(key: "3", title: "Person 3", subtitle: "Company 3"),
              ], window: ListWindow(start: 0, total: 3, more: false))
          ]))
    try screen.send("select", "3")
    let destination = try #require(screen.navigations.first?.destination)
    #expect(destination.module == "user-details")
    #expect(destination.input(as: UserDetailsInput.self) == UserDetailsInput(user: makeUsers(3)[2]))
    #expect(throws: ActionError.invalidValue("select", "no user with key \"4\"")) { try screen.send("select", "4") }
    #expect(screen.navigations.count == 1)
  }

  @Test func aFrontendCanOpenItWithJSONInput() throws {
    let screen = try ScreenTester(
      UsersListModule(),
      input: .json(["users": [["id": 7, "name": "A", "username": "a", "email": "a@x", "company": ["name": "C"]]]]))
    #expect(
      screen.view.firstNode { $0.action == "select" }
        == .list(
          action: "select", items: [ListItem(key: "7", title: "A", subtitle: "C")],
          window: ListWindow(start: 0, total: 1, more: false)))
  }
}
