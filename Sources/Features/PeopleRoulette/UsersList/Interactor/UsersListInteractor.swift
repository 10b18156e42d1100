import ViperKit

/// The picked people; selecting one routes to their details.
public struct UsersListInteractor: Interactor, Hashable, Codable, Sendable {
  public typealias Intent = UsersListIntent
  public typealias Result = Never
  public typealias Effect = Never

  public enum Route: Hashable, Sendable {
    case details(User)
  }

  public let users: [User]

  public init(users: [User]) { self.users = users }

  public mutating func start() -> Transition<Never, Route> { .none }

  public mutating func handle(_ event: ModuleEvent<Intent, Never>) -> Transition<Never, Route> {
    switch event {
    case .intent(.rowSelected(let id)):
      guard let user = users.first(where: { $0.id == id }) else { return .none }
      return .route(.details(user))
    case .result(let never): switch never {}
    }
  }
}
