import JSONValue
import Testing
import ViperKit

@testable import Stargazers

@Suite("User input")
struct UserInputTests {
  @Test func itsJSONIsTheAPIsShapeAndReadsBackAsTheSameInput() throws {
    let input = UserInput(stargazer: gazer(7))
    #expect(input.json == ["id": 7, "login": "user7", "avatar_url": "https://a/7"])
    #expect(try UserInput(json: input.json) == input)
  }

  @Test func theAPIsShape() throws {
    #expect(
      try UserInput(json: ["id": 7, "login": "user7", "avatar_url": "https://a/7"]) == UserInput(stargazer: gazer(7)))
  }

  @Test func aMissingFieldIsRefused() {
    #expect(throws: InputError("\"id\" is missing")) {
      try UserInput(json: ["login": "x"])
    }
  }

  @Test("a login GitHub could not have issued is refused", arguments: ["", "-a", "a-", "a--b", "../x", "a b"])
  func invalidLogin(login: String) {
    #expect(throws: InputError.self) {
      try UserInput(json: ["id": 1, "login": .string(login), "avatar_url": "https://a/1"])
    }
  }
}
