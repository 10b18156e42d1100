import ViperKit

/// One person, shown as it is: nothing to do but look.
public struct UserDetailsInteractor: Interactor, Hashable, Sendable {
  public typealias Event = Never
  public typealias Effect = Never
  public typealias Route = Never

  public let user: User

  public init(user: User) { self.user = user }

  public mutating func start() -> Transition<Never, Never> { .none }
  public mutating func handle(_ event: Never) -> Transition<Never, Never> {}
}
