import Networking
import Persistence
import Testing
import ViperKit

@testable import PeopleRoulette

@Suite("People Roulette feature")
struct PeopleRouletteFeatureTests {
  @Test func itBringsItsThreeScreensOnItsOwnSchema() throws {
    let database = try AppDatabase.inMemory(migrations: PeopleRouletteFeature.migrations)
    let modules = PeopleRouletteFeature.modules(
      transport: EmbeddedUsers.transport, base: FixtureHTTPTransport.base, database: database,
      random: SeededRandomNumberGenerator(seed: 1))
    #expect(modules.map(\.manifest.name) == ["roulette", "users-list", "user-details"])
    #expect(modules.map(\.manifest.listedOnHome) == [true, false, false])
  }
}
