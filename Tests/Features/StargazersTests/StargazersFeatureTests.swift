import Networking
import Testing
import ViperKit

@testable import Stargazers

@Suite("Stargazers feature")
struct StargazersFeatureTests {
  @Test func itBringsTheListAndTheProfile() {
    let modules = StargazersFeature.modules(
      transport: EmbeddedGitHub.transport, base: FixtureHTTPTransport.base, credentials: FixedGitHubToken(nil))
    #expect(modules.map(\.manifest.name) == ["stargazers", "user"])
    #expect(modules.allSatisfy { $0.manifest.input != nil })
  }
}
