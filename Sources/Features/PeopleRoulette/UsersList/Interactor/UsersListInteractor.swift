import ViperKit

/// The picked people (held whole: they came with the screen's input, and the
/// frontend gets a window of them); selecting one routes to their details.
public struct UsersListInteractor: Interactor, Hashable, Codable, Sendable {
  public typealias Intent = UsersListIntent
  public typealias Result = Never
  public typealias Effect = Never

  public enum Route: Hashable, Sendable {
    case details(User)
  }

  public let users: [User]
  public internal(set) var window = HeldWindow()
  public var keys: [String] { users.map { String($0.id.rawValue) } }

  public init(users: [User]) { self.users = users }

  public mutating func start() -> Transition<Never, Route> { .none }

  public mutating func handle(_ event: ModuleEvent<Intent, Never>) -> Transition<Never, Route> {
    switch event {
    case .intent(.rowSelected(let id)):
      guard let user = users.first(where: { $0.id == id }) else { return .none }
      return .route(.details(user))
    case .intent(.rowsRequested(let request)):
      window.take(request, keys: keys)
      return .none
    case .result(let never): switch never {}
    }
  }
}
