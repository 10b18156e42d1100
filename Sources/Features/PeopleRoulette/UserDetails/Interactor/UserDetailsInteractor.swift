import ViperKit

/// One person, shown as it is: nothing to do but look (no intents, no
/// effects, no routes — back is the frontend's).
public struct UserDetailsInteractor: Interactor, Hashable, Codable, Sendable {
  public typealias Intent = Never
  public typealias Result = Never
  public typealias Effect = Never
  public typealias Route = Never

  public let user: User

  public init(user: User) { self.user = user }

  public mutating func start() -> Transition<Never, Never> { .none }
  // `handle` is the kit's, for screens without intents or results.
}
