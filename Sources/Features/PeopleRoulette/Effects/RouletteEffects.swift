import Networking
import ViperKit

/// The roulette's one effect: download the people and replace the cache
/// with them, then read the cache back.
public enum RouletteEffect: Hashable, Sendable {
  case downloadUsers
}

public enum RouletteEvent: Hashable, Sendable {
  // The user
  case countChosen(Int)
  case roulettePressed
  case retryPressed
  case alertDismissed
  // Effects: the cache as it is after the download (replaced, or untouched on failure)
  case usersCached([User])
  case downloadFailed(RouletteAlert, cached: [User])
}

/// Downloads, replaces the cache in one transaction, and answers with what
/// the cache holds, so the screen shows the cache, never the response.
public struct RouletteEffectHandler: EffectHandler {
  private let gateway: any UsersGateway
  private let cache: any UsersCache

  public init(gateway: any UsersGateway, cache: any UsersCache) {
    self.gateway = gateway
    self.cache = cache
  }

  public func run(_ effect: RouletteEffect) async -> RouletteEvent? {
    switch effect {
    case .downloadUsers:
      do {
        let users = try await gateway.users()
        try await cache.replaceAll(with: users)
        return .usersCached(try cache.all())
      } catch let error as GatewayError {
        return .downloadFailed(RouletteAlert(title: error.title, message: error.description), cached: cachedOrNone())
      } catch {
        return .downloadFailed(
          RouletteAlert(title: "Storage Failure", message: "Could not use the local cache: \(error)"),
          cached: cachedOrNone())
      }
    }
  }

  private func cachedOrNone() -> [User] { (try? cache.all()) ?? [] }
}
