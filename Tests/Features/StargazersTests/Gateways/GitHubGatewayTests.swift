import FixtureServer
import Networking
import Testing

@testable import Stargazers

@Suite("GitHub gateway against a real server", .serialized)
struct GitHubGatewayTests {
  @Test(
    "every networking error becomes the same failure",
    arguments: [
      (GatewayError.offline, StargazersFailure.offline), (.timedOut, .timedOut), (.badStatus(503), .badStatus(503)),
      (.unreadable("not JSON"), .unreadable("not JSON")), (.empty, .empty),
    ])
  func failures(error: GatewayError, failure: StargazersFailure) {
    #expect(StargazersFailure(error) == failure)
  }

  @Test func pagesProfilesAndErrors() async throws {
    let server = try FixtureHTTPServer(routes: [
      "GET /repos/o/r/stargazers?page=1&per_page=10": .init(
        body: #"[{"login":"a","id":1,"avatar_url":"https://a/1","type":"User","site_admin":false}]"#),
      "GET /repos/o/r/stargazers?page=2&per_page=10": .init(body: "{not json"),
      "GET /repos/o/r/stargazers?page=3&per_page=10": .init(body: ""),
      "GET /users/a": .init(body: #"{"login":"a","id":1,"name":null,"public_repos":2,"followers":5,"bio":"x"}"#),
    ])
    let transport = try CurlHTTPTransport(timeoutSeconds: 5)
    let gateway = HTTPGitHubGateway(transport: transport, base: server.baseURL, token: "secret")
    let repository = RepositoryName("o/r")!
    #expect(
      try await gateway.stargazers(of: repository, page: 1)
        == [Stargazer(id: StargazerID(1), login: Login("a"), avatarURL: AvatarURL("https://a/1"))])
    await #expect(throws: StargazersFailure.unreadable("not JSON")) {
      try await gateway.stargazers(of: repository, page: 2)
    }
    await #expect(throws: StargazersFailure.empty) { try await gateway.stargazers(of: repository, page: 3) }
    await #expect(throws: StargazersFailure.badStatus(404)) { try await gateway.stargazers(of: repository, page: 4) }
    #expect(
      try await gateway.profile(of: Login("a"))
        == GitHubProfile(login: Login("a"), name: nil, publicRepos: 2, followers: 5))
    #expect(server.requests.last == "GET /users/a")
  }

  @Test func theEmbeddedRepositoryHasThreePagesTheLastShort() async throws {
    let gateway = HTTPGitHubGateway(transport: EmbeddedGitHub.transport, base: FixtureHTTPTransport.base)
    var counts: [Int] = []
    for page in 1...4 { counts.append(try await gateway.stargazers(of: .default, page: page).count) }
    #expect(counts == [10, 10, 5, 0])
    #expect(try await gateway.profile(of: Login("octocat")).login == Login("octocat"))
  }
}
