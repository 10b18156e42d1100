import ViperKit

/// The roulette as a state machine. Randomness is part of the state (a
/// seeded generator), so the same seed picks the same people.
public struct RouletteInteractor: Interactor, Equatable, Codable, Sendable {
  public typealias Intent = RouletteIntent
  public typealias Result = RouletteResult
  public typealias Effect = RouletteEffect

  public enum Route: Hashable, Sendable {
    case showPicked([User])
  }

  /// What the cache holds: the picker offers 1 … cached.count.
  public internal(set) var cached: [User]
  public internal(set) var isDownloading: Bool
  public internal(set) var chosenCount: Int
  /// The last failure, until it is dismissed, retried or a download succeeds.
  public internal(set) var failure: PeopleRouletteFailure?
  private var random: SeededRandomNumberGenerator

  public init(random: SeededRandomNumberGenerator, cached: [User] = []) {
    self.random = random
    self.cached = cached
    isDownloading = false
    chosenCount = 1
  }

  /// Equal when everything shown is equal; the generator's position is not
  /// compared (the picks it makes are, through the routes).
  public static func == (lhs: RouletteInteractor, rhs: RouletteInteractor) -> Bool {
    lhs.cached == rhs.cached && lhs.isDownloading == rhs.isDownloading && lhs.chosenCount == rhs.chosenCount
      && lhs.failure == rhs.failure
  }

  /// Opening downloads the users.
  public mutating func start() -> Transition<Effect, Route> {
    isDownloading = true
    return .effect(.downloadUsers)
  }

  /// Rebuilt from a snapshot while downloading: the download starts again.
  public mutating func restored() -> Transition<Effect, Route> {
    isDownloading ? .effect(.downloadUsers) : .none
  }

  public mutating func handle(_ event: ModuleEvent<Intent, Result>) -> Transition<Effect, Route> {
    switch event {
    case .intent(.countChosen(let count)):
      chosenCount = clamp(count)
      return .none
    case .intent(.rouletteTapped):
      guard !cached.isEmpty else { return .none }
      let picked = Array(cached.shuffled(using: &random).prefix(clamp(chosenCount)))
      return .route(.showPicked(picked))
    case .intent(.retryTapped):
      guard !isDownloading else { return .none }
      failure = nil
      isDownloading = true
      return .effect(.downloadUsers)
    case .intent(.alertDismissed):
      failure = nil
      return .none
    case .result(.usersCached(let users)):
      isDownloading = false
      failure = nil
      cached = users
      chosenCount = clamp(chosenCount)
      return .none
    case .result(.downloadFailed(let reason, let users)):
      isDownloading = false  // the loading state ends (the "People Roulette" sample left it spinning)
      failure = reason
      cached = users
      chosenCount = clamp(chosenCount)
      return .none
    }
  }

  /// Any count becomes one the cache can satisfy: 1 … N (1 when empty).
  func clamp(_ count: Int) -> Int { min(max(count, 1), max(cached.count, 1)) }
}
