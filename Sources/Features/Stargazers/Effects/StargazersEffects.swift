import Networking
import ViperKit

/// The stargazers screens' effects.
public enum StargazersEffect: Hashable, Sendable {
  case fetchPage(RepositoryName, page: Int)
  case fetchProfile(Login)
}

public enum StargazersEvent: Hashable, Sendable {
  // The user
  case nextPageRequested
  case refreshRequested
  case recoverRequested
  case selected(StargazerID)
  // Effects
  case pageFetched(page: Int, [Stargazer])
  case pageFailed(GatewayError)
  case profileFetched(GitHubProfile)
  case profileFailed(GatewayError)
}

/// Runs the effects against the GitHub gateway.
public struct StargazersEffectHandler: EffectHandler {
  private let gateway: any GitHubGateway

  public init(gateway: any GitHubGateway) { self.gateway = gateway }

  public func run(_ effect: StargazersEffect) async -> StargazersEvent? {
    switch effect {
    case .fetchPage(let repository, let page):
      do {
        return .pageFetched(page: page, try await gateway.stargazers(of: repository, page: page))
      } catch {
        return .pageFailed(error)
      }
    case .fetchProfile(let login):
      do {
        return .profileFetched(try await gateway.profile(of: login))
      } catch {
        return .profileFailed(error)
      }
    }
  }
}
