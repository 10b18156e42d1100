/// Runs an interactor's effects against its gateways (network, database,
/// files) and answers with the event to feed back, if any. The host calls it
/// off its serial queue; the event comes back through that queue.
public protocol EffectHandler: Sendable {
  associatedtype Effect: Sendable
  associatedtype Event: Sendable
  func run(_ effect: Effect) async -> Event?
}
