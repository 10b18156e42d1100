import ViperKit

/// One stargazer: shown at once as given; `refresh` fetches the profile.
public struct UserInteractor: Interactor, Hashable, Codable, Sendable {
  public typealias Route = Never

  public enum Phase: Hashable, Codable, Sendable {
    case shown
    case fetching
    case failed(StargazersFailure)
  }

  public let stargazer: Stargazer
  public internal(set) var profile: GitHubProfile?
  public internal(set) var phase: Phase

  public init(stargazer: Stargazer) {
    self.stargazer = stargazer
    phase = .shown
  }

  public mutating func start() -> Transition<StargazersEffect, Never> { .none }

  /// Rebuilt from a snapshot while fetching: the profile is fetched again.
  public mutating func restored() -> Transition<StargazersEffect, Never> {
    phase == .fetching ? .effect(.fetchProfile(stargazer.login)) : .none
  }

  public mutating func handle(_ event: ModuleEvent<UserIntent, StargazersResult>) -> Transition<StargazersEffect, Never>
  {
    switch event {
    case .intent(.refreshTapped):
      guard phase != .fetching else { return .none }
      phase = .fetching
      return .effect(.fetchProfile(stargazer.login))
    case .intent(.alertDismissed):
      guard case .failed = phase else { return .none }
      phase = .shown
      return .none
    case .result(.profileLoaded(let profile)):
      guard phase == .fetching else { return .none }
      self.profile = profile
      phase = .shown
      return .none
    case .result(.profileFailed(let failure)):
      guard phase == .fetching else { return .none }
      phase = .failed(failure)
      return .none
    case .result(.pageLoaded), .result(.pageFailed):
      return .none  // the list's results
    }
  }
}
