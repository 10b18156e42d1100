import JSONValue
import Testing
import ViperKit

@testable import Stargazers

@Suite("Stargazers input")
struct StargazersInputTests {
  @Test(arguments: [StargazersInput(), StargazersInput(repository: RepositoryName("apple/swift-nio")!)])
  func itsJSONReadsBackAsTheSameInput(input: StargazersInput) throws {
    #expect(try StargazersInput(json: input.json) == input)
    #expect(input.json == ["repository": .string(input.repository.description)])
  }

  @Test func absentOrEmptyIsTheDefaultRepository() throws {
    #expect(try StargazersInput(json: nil).repository == .default)
    #expect(try StargazersInput(json: .null).repository == .default)
    #expect(try StargazersInput(json: [:]).repository == .default)
  }

  @Test func aRepositoryOwnerSlashName() throws {
    #expect(try StargazersInput(json: ["repository": "apple/swift"]).repository == RepositoryName("apple/swift"))
  }

  @Test("anything but owner/name is refused", arguments: ["no-slash", "a/b/c", "-a/b", "a/..", "a/", "/b"])
  func malformed(text: String) {
    #expect(throws: InputError.self) { try StargazersInput(json: ["repository": .string(text)]) }
  }

  @Test func aRepositoryThatIsNotAStringIsRefused() {
    #expect(throws: InputError("\"repository\" must be a string, not number")) {
      try StargazersInput(json: ["repository": 3])
    }
  }
}
