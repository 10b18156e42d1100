import Testing

@testable import Stargazers

/// Only names GitHub could have issued go into a request path.
@Suite("GitHub names")
struct GitHubNamesTests {
  @Test("valid logins", arguments: ["a", "octocat", "norio-nomura", "a1-b2-c3", String(repeating: "x", count: 39)])
  func validLogin(text: String) {
    #expect(Login(text).isValid)
    #expect(Stargazer(id: StargazerID(1), login: Login(text), avatarURL: AvatarURL("https://a/1")).canOpen)
  }

  @Test(
    "invalid logins",
    arguments: ["", "-a", "a-", "a--b", "../x", "a/b", "a b", "a.b", "é", String(repeating: "x", count: 40)])
  func invalidLogin(text: String) {
    #expect(!Login(text).isValid)
    #expect(!Stargazer(id: StargazerID(1), login: Login(text), avatarURL: AvatarURL("https://a/1")).canOpen)
  }

  @Test("repositories owner/name", arguments: ["a/b", "apple/swift", "o/.github", "o/a_b-c.d", "o/..."])
  func validRepository(text: String) throws {
    let name = try #require(RepositoryName(text))
    #expect(name.description == text)
  }

  @Test(
    "not repositories",
    arguments: [
      "", "a", "a/", "/b", "a/b/c", "a/.", "a/..", "-a/b", "a/b c", "a/" + String(repeating: "x", count: 101),
    ])
  func invalidRepository(text: String) {
    #expect(RepositoryName(text) == nil)
  }

  @Test func theDefaultRepository() {
    #expect(RepositoryName.default.owner == "Kuniwak")
    #expect(RepositoryName.default.name == "MirrorDiffKit")
  }
}
