import JSONValue
import Testing
import ViperKit

@testable import PeopleRoulette

@Suite("User details input")
struct UserDetailsInputTests {
  @Test(arguments: [
    User(id: UserID(3), name: "C", username: "c", email: "c@x", companyName: nil),
    User(id: UserID(4), name: "D", username: "d", email: "d@x", companyName: "Acme"),
  ])
  func itsJSONReadsBackAsTheSameInput(user: User) throws {
    let input = UserDetailsInput(user: user)
    #expect(input.json["company"] == user.companyName.map { ["name": .string($0)] })
    #expect(try UserDetailsInput(json: input.json) == input)
  }

  @Test func theUserObjectItself() throws {
    let input = try UserDetailsInput(json: ["id": 3, "name": "C", "username": "c", "email": "c@x"])
    #expect(input.user == User(id: UserID(3), name: "C", username: "c", email: "c@x", companyName: nil))
  }

  @Test func nothingOrAnIncompleteUserIsRefused() {
    #expect(throws: InputError("\"id\" is missing")) { try UserDetailsInput(json: nil) }
    #expect(throws: InputError("\"username\" is missing")) {
      try UserDetailsInput(json: ["id": 3, "name": "C"])
    }
  }
}
