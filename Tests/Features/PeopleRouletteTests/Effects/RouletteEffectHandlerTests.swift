import Testing
import ViperKit

@testable import PeopleRoulette

/// The download replaces the cache and the screen is told what the cache
/// holds; a failure of either leaves the cache as it was.
@Suite("Roulette effect handler")
struct RouletteEffectHandlerTests {
  @Test func aDownloadReplacesTheCacheAndAnswersWithTheCache() async {
    let cache = UsersCacheSpy(users: makeUsers(2))
    let handler = RouletteEffectHandler(gateway: UsersGatewayStub(.success(makeUsers(5))), cache: cache)
    #expect(await handler.run(.downloadUsers) == .usersCached(makeUsers(5)))
    #expect(cache.calls == [.replaceAll(makeUsers(5)), .all])
  }

  @Test(
    "a failed download leaves the old cache intact",
    arguments: [PeopleRouletteFailure.Request.offline, .timedOut, .badStatus(500), .unreadable("x"), .empty])
  func aFailedDownloadLeavesTheOldCacheIntact(error: PeopleRouletteFailure.Request) async {
    let cache = UsersCacheSpy(users: makeUsers(2))
    let handler = RouletteEffectHandler(gateway: UsersGatewayStub(.failure(.gateway(error))), cache: cache)
    #expect(await handler.run(.downloadUsers) == .downloadFailed(.gateway(error), cached: makeUsers(2)))
    #expect(cache.calls == [.all])
  }

  @Test func aFailedCacheWriteIsAStorageFailureWithTheOldCache() async {
    let cache = UsersCacheSpy(users: makeUsers(2), failsWrites: true)
    let handler = RouletteEffectHandler(gateway: UsersGatewayStub(.success(makeUsers(5))), cache: cache)
    #expect(await handler.run(.downloadUsers) == .downloadFailed(.storage("the disk is full"), cached: makeUsers(2)))
    #expect(cache.calls == [.replaceAll(makeUsers(5)), .all])
  }

  @Test func theDownloadIsCancelledWithTheView() {
    let handler = RouletteEffectHandler(gateway: UsersGatewayStub(.success([])), cache: UsersCacheSpy())
    #expect(handler.lifetime(of: .downloadUsers) == .cancelledWithView)
  }
}
