import ViperKit

/// One person, shown as it is: nothing to do but look (no intents, no
/// effects, no routes — back is the frontend's).
public struct UserDetailsInteractor: Interactor, Hashable, Sendable {
  public typealias Intent = Never
  public typealias Result = Never
  public typealias Effect = Never
  public typealias Route = Never

  public let user: User

  public init(user: User) { self.user = user }

  public mutating func start() -> Transition<Never, Never> { .none }

  /// Never called: the screen takes no intents and runs no effects. (A
  /// switch over the two `Never` cases does not compile in Swift 6.3 — the
  /// compiler asks for the unknown values of an uninhabited enum.)
  public mutating func handle(_ event: ModuleEvent<Never, Never>) -> Transition<Never, Never> { .none }
}
