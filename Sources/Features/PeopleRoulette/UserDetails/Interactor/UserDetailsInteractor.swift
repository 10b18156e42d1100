import ViperKit

/// One person, shown as it is: nothing to do but look.
public struct UserDetailsInteractor: Interactor, Hashable, Sendable {
  public typealias Intent = Never
  public typealias Result = Never
  public typealias Effect = Never
  public typealias Route = Never

  public let user: User

  public init(user: User) { self.user = user }

  public mutating func start() -> Transition<Never, Never> { .none }
  /// Never called: a screen with nothing to do gets no events.
  public mutating func handle(_ event: ModuleEvent<Never, Never>) -> Transition<Never, Never> { .none }
}
