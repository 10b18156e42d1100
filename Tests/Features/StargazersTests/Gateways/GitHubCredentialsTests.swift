import Networking
import Testing

@testable import Stargazers

@Suite("GitHub credentials, asked at every request")
struct GitHubCredentialsTests {
  @Test func eachRequestCarriesTheTokenTheCredentialsGiveThen() async throws {
    let transport = RecordingTransport()
    let credentials = GitHubCredentialsStub(nil)
    let gateway = HTTPGitHubGateway(transport: transport, base: "http://127.0.0.1:9/", credentials: credentials)
    let repository = try #require(RepositoryName("o/r"))
    _ = try await gateway.stargazers(of: repository, page: 1)
    credentials.set("saved-1")
    _ = try await gateway.stargazers(of: repository, page: 1)
    credentials.set("")
    _ = try await gateway.stargazers(of: repository, page: 1)
    credentials.set("saved-2")
    _ = try? await gateway.profile(of: Login("a"))
    #expect(transport.requests.map(\.bearerToken) == [nil, "saved-1", nil, "saved-2"])
  }

  @Test func aFixedTokenIsTheSameAtEveryRequest() {
    #expect(FixedGitHubToken("t").token() == "t")
    #expect(FixedGitHubToken(nil).token() == nil)
  }
}
