import Networking
import ViperKit

/// The stargazers list as a state machine: `fetching(previous)` or
/// `fetched(elements, error?)`. Every command is ignored while fetching.
public struct StargazersState: Interactor, Hashable, Sendable {
  public typealias Intent = Event
  public typealias Result = Event
  public typealias Event = StargazersEvent
  public typealias Effect = StargazersEffect

  public enum Phase: Hashable, Sendable {
    /// A page is on its way; `previous` stays on screen meanwhile.
    case fetching(previous: [Stargazer])
    case fetched([Stargazer], error: GatewayError?)
  }

  public enum Route: Hashable, Sendable {
    case user(Stargazer)
  }

  public let repository: RepositoryName
  public let pageSize: Int
  public private(set) var phase: Phase
  public private(set) var cursor: PageCursor

  public init(repository: RepositoryName, pageSize: Int = HTTPGitHubGateway.pageSize) {
    self.repository = repository
    self.pageSize = pageSize
    phase = .fetched([], error: nil)
    cursor = .first
  }

  /// What is on screen, fetching or not.
  public var elements: [Stargazer] {
    switch phase {
    case .fetching(let previous): previous
    case .fetched(let elements, _): elements
    }
  }

  public var isFetching: Bool {
    if case .fetching = phase { return true }
    return false
  }

  /// Opening fetches the first page.
  public mutating func start() -> Transition<StargazersEffect, Route> {
    guard case .fetched([], nil) = phase, cursor == .first else { return .none }
    return fetch(page: 1, keeping: [])
  }

  public mutating func handle(_ event: ModuleEvent<Intent, Result>) -> Transition<StargazersEffect, Route> {
    switch event {
    case .intent(let event), .result(let event): return apply(event)
    }
  }

  public mutating func apply(_ event: StargazersEvent) -> Transition<StargazersEffect, Route> {
    switch (phase, event) {
    case (.fetched(let elements, _), .nextPageRequested):
      return fetch(page: cursor.nextPage, keeping: elements)
    case (.fetched, .refreshRequested):
      cursor = .first
      return fetch(page: 1, keeping: [])  // clears, then fetches the first page again
    case (.fetched(let elements, .some), .recoverRequested):
      phase = .fetched(elements, error: nil)
    case (.fetching(let previous), .pageFetched(let page, let items)):
      let known = Set(previous.map(\.id))
      var seen = known
      let fresh = items.filter { seen.insert($0.id).inserted }
      phase = .fetched(previous + fresh, error: nil)
      cursor = cursor.after(page: page, count: items.count, pageSize: pageSize)
    case (.fetching(let previous), .pageFailed(let error)):
      phase = .fetched(previous, error: error)  // the loaded rows stay
    case (.fetched(let elements, _), .selected(let id)):
      guard let stargazer = elements.first(where: { $0.id == id }), stargazer.canOpen else { return .none }
      return .route(.user(stargazer))
    default:
      break  // e.g. any command while fetching
    }
    return .none
  }

  private mutating func fetch(page: Int, keeping previous: [Stargazer]) -> Transition<StargazersEffect, Route> {
    phase = .fetching(previous: previous)
    return .effect(.fetchPage(repository, page: page))
  }
}
