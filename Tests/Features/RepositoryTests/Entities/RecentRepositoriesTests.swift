import Stargazers
import Testing

@testable import Repository

@Suite("Recent repositories")
struct RecentRepositoriesTests {
  static let five = ["a/1", "a/2", "a/3", "a/4", "a/5"].map(RepositoryName.named)

  @Test func anOpenedRepositoryGoesFirst() {
    #expect(RecentRepositories.opening(.mirror, after: [.hello]) == [.mirror, .hello])
  }

  @Test func openingOneAgainMovesItToTheTopWithoutADuplicate() {
    #expect(RecentRepositories.opening(.hello, after: [.mirror, .hello, .swift]) == [.hello, .mirror, .swift])
  }

  @Test func aSixthPushesOutTheOldest() {
    #expect(RecentRepositories.opening(.mirror, after: Self.five) == [.mirror] + Self.five.prefix(4))
  }
}
