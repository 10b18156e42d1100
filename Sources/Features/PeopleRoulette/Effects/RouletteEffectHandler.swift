import ViperKit

/// Downloads, replaces the cache in one transaction, and answers with what
/// the cache holds, so the screen shows the cache, never the response.
public struct RouletteEffectHandler: EffectHandler {
  private let gateway: any UsersGateway
  private let cache: any UsersCache

  public init(gateway: any UsersGateway, cache: any UsersCache) {
    self.gateway = gateway
    self.cache = cache
  }

  public func run(_ effect: RouletteEffect) async -> RouletteResult? {
    switch effect {
    case .downloadUsers:
      do throws(PeopleRouletteFailure) {
        let users = try await gateway.users()
        try await cache.replaceAll(with: users)
        return .usersCached(try cache.all())
      } catch {
        return .downloadFailed(error, cached: cachedOrNone())
      }
    }
  }

  private func cachedOrNone() -> [User] { (try? cache.all()) ?? [] }
}
