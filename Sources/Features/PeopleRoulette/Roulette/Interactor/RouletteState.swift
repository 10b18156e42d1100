import ViperKit

/// The roulette as a state machine. Randomness is part of the state (a
/// seeded generator), so the same seed picks the same people.
public struct RouletteState: Interactor, Hashable, Sendable {
  public typealias Intent = Event
  public typealias Result = Event
  public typealias Event = RouletteEvent
  public typealias Effect = RouletteEffect

  public enum Route: Hashable, Sendable {
    case showPicked([User])
  }

  /// What the cache holds: the picker offers 1 … cached.count.
  public private(set) var cached: [User]
  public private(set) var isDownloading: Bool
  public private(set) var chosenCount: Int
  public private(set) var alert: RouletteAlert?
  private var random: SeededRandomNumberGenerator

  public init(random: SeededRandomNumberGenerator, cached: [User] = []) {
    self.random = random
    self.cached = cached
    isDownloading = false
    chosenCount = 1
  }

  public static func == (lhs: RouletteState, rhs: RouletteState) -> Bool {
    lhs.cached == rhs.cached && lhs.isDownloading == rhs.isDownloading && lhs.chosenCount == rhs.chosenCount
      && lhs.alert == rhs.alert
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(cached)
    hasher.combine(chosenCount)
  }

  /// Opening downloads the users.
  public mutating func start() -> Transition<RouletteEffect, Route> {
    isDownloading = true
    return .effect(.downloadUsers)
  }

  public mutating func handle(_ event: ModuleEvent<Intent, Result>) -> Transition<RouletteEffect, Route> {
    switch event {
    case .intent(let event), .result(let event): return apply(event)
    }
  }

  public mutating func apply(_ event: RouletteEvent) -> Transition<RouletteEffect, Route> {
    switch event {
    case .usersCached(let users):
      isDownloading = false
      alert = nil
      cached = users
      chosenCount = clamp(chosenCount)
    case .downloadFailed(let failure, let users):
      isDownloading = false  // the loading state ends (the source left it spinning)
      alert = failure
      cached = users
      chosenCount = clamp(chosenCount)
    case .countChosen(let count):
      chosenCount = clamp(count)
    case .roulettePressed:
      guard !cached.isEmpty else { return .none }
      let picked = Array(cached.shuffled(using: &random).prefix(clamp(chosenCount)))
      return .route(.showPicked(picked))
    case .retryPressed:
      guard !isDownloading else { return .none }
      alert = nil
      isDownloading = true
      return .effect(.downloadUsers)
    case .alertDismissed:
      alert = nil
    }
    return .none
  }

  /// Any count becomes one the cache can satisfy: 1 … N (1 when empty).
  func clamp(_ count: Int) -> Int { min(max(count, 1), max(cached.count, 1)) }
}
