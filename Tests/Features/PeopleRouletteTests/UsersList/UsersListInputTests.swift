import JSONValue
import Testing
import ViperKit

@testable import PeopleRoulette

@Suite("Users list input")
struct UsersListInputTests {
  @Test func itsJSONReadsBackAsTheSameInput() throws {
    let users = [
      User(id: UserID(1), name: "A", username: "a", email: "a@x", companyName: "C"),
      User(id: UserID(2), name: "B", username: "b", email: "b@x", companyName: nil),
    ]
    for input in [UsersListInput(users: users), UsersListInput(users: [])] {
      #expect(try UsersListInput(json: input.json) == input)
    }
    #expect(
      UsersListInput(users: users).json == [
        "users": [
          ["id": 1, "name": "A", "username": "a", "email": "a@x", "company": ["name": "C"]],
          ["id": 2, "name": "B", "username": "b", "email": "b@x"],
        ]
      ])
  }

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
    #expect(throws: InputError("\"users[0].name\" is missing")) {
      try UsersListInput(json: ["users": [["id": 1]]])
    }
    #expect(throws: InputError("\"users\" is missing")) { try UsersListInput(json: nil) }
    #expect(throws: InputError("\"users\" must be an array, not string")) { try UsersListInput(json: ["users": "all"]) }
    // Mistyped optional members are refused too, not taken as absent.
    let user: JSONValue = ["id": 1, "name": "A", "username": "a", "email": "a@x"]
    var withCompany = user.objectValue!
    withCompany["company"] = 5
    #expect(throws: InputError("\"users[0].company\" must be an object, not number")) {
      try UsersListInput(json: ["users": [.object(withCompany)]])
    }
    withCompany["company"] = ["name": 5]
    #expect(throws: InputError("\"users[0].company.name\" must be a string, not number")) {
      try UsersListInput(json: ["users": [.object(withCompany)]])
    }
    #expect(throws: InputError.self) { try UsersListModule().makeScreen(input: .none) }
  }
}
