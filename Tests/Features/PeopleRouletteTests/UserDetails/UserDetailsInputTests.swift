import Testing
import ViperKit

@testable import PeopleRoulette

@Suite("User details input")
struct UserDetailsInputTests {
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
