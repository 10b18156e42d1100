import ViperKit

/// The stargazers list as a state machine: `fetching(previous)` or
/// `fetched(elements, failure?)`. Every intent is ignored while fetching.
public struct StargazersInteractor: Interactor, Hashable, Codable, Sendable {
  public enum Phase: Hashable, Codable, Sendable {
    /// A page is on its way; `previous` stays on screen meanwhile.
    case fetching(previous: [Stargazer])
    case fetched([Stargazer], failure: StargazersFailure?)
  }

  public enum Route: Hashable, Sendable {
    case user(Stargazer)
  }

  public let repository: RepositoryName
  /// A page shorter than this is the last one (see `PageCursor`).
  public let pageSize: Int
  public internal(set) var phase: Phase
  public internal(set) var cursor: PageCursor
  /// The last page was short: no more stargazers, until `Next page` or a refresh asks again.
  public internal(set) var reachedEnd = false
  /// What the frontend gets of `elements` (held whole: they came page by page from the server).
  public internal(set) var window = HeldWindow()
  public var keys: [String] { elements.map { String($0.id.rawValue) } }

  public init(repository: RepositoryName, pageSize: Int = StargazerPage.size) {
    self.repository = repository
    self.pageSize = pageSize
    phase = .fetched([], failure: nil)
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

  /// Rebuilt from a snapshot while fetching: the page in flight is always
  /// the cursor's next one (a refresh resets the cursor first), so it is
  /// fetched again.
  public mutating func restored() -> Transition<StargazersEffect, Route> {
    guard isFetching else { return .none }
    return .effect(.fetchPage(repository, page: cursor.nextPage))
  }

  public mutating func handle(
    _ event: ModuleEvent<StargazersIntent, StargazersResult>
  ) -> Transition<StargazersEffect, Route> {
    switch event {
    case .intent(.nextPageTapped):
      guard case .fetched(let elements, _) = phase else { return .none }
      return fetch(page: cursor.nextPage, keeping: elements)
    case .intent(.refreshTapped):
      guard !isFetching else { return .none }
      cursor = .first
      window = HeldWindow()
      return fetch(page: 1, keeping: [])  // clears, then fetches the first page again
    case .intent(.alertDismissed):
      guard case .fetched(let elements, .some) = phase else { return .none }
      phase = .fetched(elements, failure: nil)
      return .none
    case .intent(.rowsRequested(let request)):
      let pastTheEnd = window.take(request, keys: keys)
      guard pastTheEnd, !reachedEnd, case .fetched(let elements, nil) = phase else { return .none }
      return fetch(page: cursor.nextPage, keeping: elements)
    case .intent(.rowSelected(let id)):
      guard case .fetched(let elements, _) = phase, let stargazer = elements.first(where: { $0.id == id }),
        stargazer.canOpen
      else { return .none }
      return .route(.user(stargazer))
    case .result(.pageLoaded(let page, let items)):
      guard case .fetching(let previous) = phase else { return .none }
      var seen = Set(previous.map(\.id))
      let fresh = items.filter { seen.insert($0.id).inserted }
      phase = .fetched(previous + fresh, failure: nil)
      cursor = cursor.after(page: page, count: items.count, pageSize: pageSize)
      reachedEnd = items.count < pageSize
      return .none
    case .result(.pageFailed(let failure)):
      guard case .fetching(let previous) = phase else { return .none }
      phase = .fetched(previous, failure: failure)  // the loaded rows stay
      return .none
    case .result(.profileLoaded), .result(.profileFailed):
      return .none  // the user screen's results
    }
  }

  private mutating func fetch(page: Int, keeping previous: [Stargazer]) -> Transition<StargazersEffect, Route> {
    phase = .fetching(previous: previous)
    return .effect(.fetchPage(repository, page: page))
  }
}
