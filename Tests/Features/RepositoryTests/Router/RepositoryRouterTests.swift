import Stargazers
import Testing
import ViperKit

@testable import Repository

@Suite("Repository router")
struct RepositoryRouterTests {
  @Test func aRepositoryPushesItsStargazers() throws {
    let destination = try #require(RepositoryRouter().navigation(for: .stargazers(.hello)).pushed)
    #expect(destination.module == StargazersModule.key.name)
    #expect(destination.input(as: StargazersInput.self) == StargazersInput(repository: .hello))
  }
}
