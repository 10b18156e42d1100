import Testing
import ViperKit

@testable import PeopleRoulette

@Suite("Users list input")
struct UsersListInputTests {
  @Test func usersAreDecodedInTheAPIsShape() throws {
    let input = try UsersListInput(json: [
      "users": [
        ["id": 1, "name": "A", "username": "a", "email": "a@x", "company": ["name": "C"]],
        ["id": 2, "name": "B", "username": "b", "email": "b@x"],
      ]
    ])
    #expect(
      input.users == [
        User(id: UserID(1), name: "A", username: "a", email: "a@x", companyName: "C"),
        User(id: UserID(2), name: "B", username: "b", email: "b@x", companyName: nil),
      ])
  }

  @Test func anythingElseIsRefused() {
    #expect(throws: InputError("a user needs id, name, username and email")) {
      try UsersListInput(json: ["users": [["id": 1]]])
    }
    #expect(throws: InputError("expected {\"users\": [user…]}")) { try UsersListInput(json: nil) }
    #expect(throws: InputError("expected {\"users\": [user…]}")) { try UsersListInput(json: ["users": "all"]) }
    #expect(throws: InputError.self) { try UsersListModule().makeScreen(input: .none) }
  }
}
