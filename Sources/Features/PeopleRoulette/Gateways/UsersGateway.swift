/// Where the people come from. It throws the roulette's own failure, so
/// nothing past it knows how the people travel.
public protocol UsersGateway: Sendable {
  func users() async throws(PeopleRouletteFailure) -> [User]
}
