import Networking
import ViperKit

/// One stargazer: shown at once as given; `refresh` fetches the profile.
public struct UserState: Interactor, Hashable, Sendable {
  public typealias Intent = Event
  public typealias Result = Event
  public typealias Event = StargazersEvent
  public typealias Effect = StargazersEffect
  public typealias Route = Never

  public enum Phase: Hashable, Sendable {
    case shown
    case fetching
    case failed(GatewayError)
  }

  public let stargazer: Stargazer
  public private(set) var profile: GitHubProfile?
  public private(set) var phase: Phase

  public init(stargazer: Stargazer) {
    self.stargazer = stargazer
    phase = .shown
  }

  public mutating func start() -> Transition<StargazersEffect, Never> { .none }

  public mutating func handle(_ event: ModuleEvent<Intent, Result>) -> Transition<StargazersEffect, Never> {
    switch event {
    case .intent(let event), .result(let event): return apply(event)
    }
  }

  public mutating func apply(_ event: StargazersEvent) -> Transition<StargazersEffect, Never> {
    switch (phase, event) {
    case (.shown, .refreshRequested), (.failed, .refreshRequested):
      phase = .fetching
      return .effect(.fetchProfile(stargazer.login))
    case (.fetching, .profileFetched(let profile)):
      self.profile = profile
      phase = .shown
    case (.fetching, .profileFailed(let error)):
      phase = .failed(error)
    case (.failed, .recoverRequested):
      phase = .shown
    default:
      break
    }
    return .none
  }
}
