import ViperKit

/// The picked people; selecting one routes to their details.
public struct UsersListInteractor: Interactor, Hashable, Sendable {
  public typealias Intent = Event
  public typealias Result = Never
  public enum Event: Hashable, Sendable {
    case selected(UserID)
  }

  public enum Route: Hashable, Sendable {
    case details(User)
  }

  public typealias Effect = Never

  public let users: [User]

  public init(users: [User]) { self.users = users }

  public mutating func start() -> Transition<Never, Route> { .none }

  public mutating func handle(_ event: ModuleEvent<Intent, Result>) -> Transition<Never, Route> {
    switch event {
    case .intent(let event): return apply(event)
    case .result(let never): switch never {}
    }
  }

  public mutating func apply(_ event: Event) -> Transition<Never, Route> {
    switch event {
    case .selected(let id):
      guard let user = users.first(where: { $0.id == id }) else { return .none }
      return .route(.details(user))
    }
  }
}
