import Networking
import Testing

@testable import Stargazers

@Suite("Stargazers effect handler")
struct StargazersEffectHandlerTests {
  let profile = GitHubProfile(login: Login("user7"), name: nil, publicRepos: 1, followers: 2)

  @Test func aPageOrAProfileIsLoaded() async {
    let gateway = GitHubGatewaySpy(pages: [2: .success(gazers(1...3))], profiles: [Login("user7"): .success(profile)])
    let handler = StargazersEffectHandler(gateway: gateway)
    #expect(await handler.run(.fetchPage(repo, page: 2)) == .pageLoaded(page: 2, gazers(1...3)))
    #expect(await handler.run(.fetchProfile(Login("user7"))) == .profileLoaded(profile))
    #expect(gateway.calls == [.stargazers(repo, page: 2), .profile(Login("user7"))])
  }

  @Test(
    "the gateway's failure is the result's",
    arguments: [StargazersFailure.offline, .timedOut, .badStatus(503), .unreadable("not JSON"), .empty])
  func failures(failure: StargazersFailure) async {
    let gateway = GitHubGatewaySpy(pages: [1: .failure(failure)], profiles: [Login("user7"): .failure(failure)])
    let handler = StargazersEffectHandler(gateway: gateway)
    #expect(await handler.run(.fetchPage(repo, page: 1)) == .pageFailed(failure))
    #expect(await handler.run(.fetchProfile(Login("user7"))) == .profileFailed(failure))
  }

  @Test func theEmbeddedRepositoryThroughTheHandler() async throws {
    let handler = StargazersEffectHandler(
      gateway: HTTPGitHubGateway(transport: EmbeddedGitHub.transport, base: FixtureHTTPTransport.base))
    let page = try #require(await handler.run(.fetchPage(.default, page: 3))?.loadedPage)
    #expect(page.number == 3)
    #expect(page.items.count == 5)
    #expect(await handler.run(.fetchProfile(Login("nobody"))) == .profileFailed(.badStatus(404)))
  }
}

extension StargazersResult {
  /// The page, when this is one.
  var loadedPage: (number: Int, items: [Stargazer])? {
    if case .pageLoaded(let number, let items) = self { return (number, items) }
    return nil
  }
}
