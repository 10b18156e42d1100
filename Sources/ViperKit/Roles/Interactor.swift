/// The business logic of a module as a state machine: a value with explicit
/// states that takes events and answers with effects (values the host runs)
/// and a route (what the router turns into navigation). No I/O: tests call
/// it synchronously.
public protocol Interactor {
  associatedtype Event: Sendable
  associatedtype Effect: Sendable
  associatedtype Route: Sendable

  /// The screen opened.
  mutating func start() -> Transition<Effect, Route>
  /// The screen is on top again (screens above it closed).
  mutating func resume() -> Transition<Effect, Route>
  mutating func handle(_ event: Event) -> Transition<Effect, Route>
}

extension Interactor {
  public mutating func resume() -> Transition<Effect, Route> { .none }
}

/// What an interactor asks for after an event.
public struct Transition<Effect, Route> {
  public var effects: [Effect]
  public var route: Route?

  public init(effects: [Effect] = [], route: Route? = nil) {
    self.effects = effects
    self.route = route
  }

  public static var none: Transition { Transition() }
  public static func effect(_ effect: Effect) -> Transition { Transition(effects: [effect]) }
  public static func route(_ route: Route) -> Transition { Transition(route: route) }
}

extension Transition: Equatable where Effect: Equatable, Route: Equatable {}
