import ViperKit

/// Runs the stargazers screens' effects against the GitHub gateway.
public struct StargazersEffectHandler: EffectHandler {
  private let gateway: any GitHubGateway

  public init(gateway: any GitHubGateway) { self.gateway = gateway }

  public func run(_ effect: StargazersEffect) async -> StargazersResult? {
    switch effect {
    case .fetchPage(let repository, let page):
      do throws(StargazersFailure) {
        return .pageLoaded(page: page, try await gateway.stargazers(of: repository, page: page))
      } catch {
        return .pageFailed(error)
      }
    case .fetchProfile(let login):
      do throws(StargazersFailure) {
        return .profileLoaded(try await gateway.profile(of: login))
      } catch {
        return .profileFailed(error)
      }
    }
  }
}
