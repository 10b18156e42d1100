import ViperKit

/// Runs the picker's effects against the recent-repositories store.
public struct RepositoryEffectHandler: EffectHandler {
  private let store: any RecentRepositoriesStore

  public init(store: any RecentRepositoriesStore) { self.store = store }

  public func run(_ effect: RepositoryEffect) async -> RepositoryResult? {
    do throws(RepositoryFailure) {
      switch effect {
      case .loadRecent: return .recentLoaded(try store.recent())
      case .remember(let repository): return .recentLoaded(try await store.remember(repository))
      }
    } catch {
      return .recentFailed(error)
    }
  }

  /// A repository the user opened is remembered even though its stargazers
  /// cover the picker at once; a read stops with the screen.
  public func lifetime(of effect: RepositoryEffect) -> EffectLifetime {
    switch effect {
    case .remember: .outlivesView
    case .loadRecent: .cancelledWithView
    }
  }
}
