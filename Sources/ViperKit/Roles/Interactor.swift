/// The business logic of a module as a state machine: a value with explicit
/// states that takes events and answers with effects (values the host runs)
/// and a route (what the router turns into navigation). No I/O: tests call
/// it synchronously.
///
/// An event is either the user's `Intent` (only a view adapter makes those)
/// or an effect's `Result` (only an effect handler makes those), so a view
/// cannot pretend a download finished, and a switch over both is exhaustive.
public protocol Interactor {
  associatedtype Intent: Sendable
  associatedtype Result: Sendable
  associatedtype Effect: Sendable
  associatedtype Route: Sendable

  /// The screen opened.
  mutating func start() -> Transition<Effect, Route>
  /// The screen is on top again (screens above it closed).
  mutating func resume() -> Transition<Effect, Route>
  /// The state was rebuilt from a snapshot after a restart: effects are
  /// never in a snapshot, so re-issue what was in flight.
  mutating func restored() -> Transition<Effect, Route>
  mutating func handle(_ event: ModuleEvent<Intent, Result>) -> Transition<Effect, Route>
}

extension Interactor {
  public mutating func resume() -> Transition<Effect, Route> { .none }
  public mutating func restored() -> Transition<Effect, Route> { .none }
}

extension Interactor where Intent == Never, Result == Never {
  /// A screen that takes no intents and runs no effects gets no events. (A
  /// switch over the two `Never` cases does not compile in Swift 6.3: the
  /// compiler asks for the unknown values of an uninhabited enum.)
  public mutating func handle(_ event: ModuleEvent<Never, Never>) -> Transition<Effect, Route> { .none }
}

/// What reaches an interactor: what the user did, or what an effect found.
public enum ModuleEvent<Intent: Sendable, Result: Sendable>: Sendable {
  case intent(Intent)
  case result(Result)
}

extension ModuleEvent: Equatable where Intent: Equatable, Result: Equatable {}
extension ModuleEvent: Hashable where Intent: Hashable, Result: Hashable {}

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
