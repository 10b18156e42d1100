/// Runs an interactor's effects against its gateways (network, database,
/// files) and answers with the result to feed back, if any. The host calls it
/// off its serial queue; the result comes back through that queue.
public protocol EffectHandler: Sendable {
  associatedtype Effect: Sendable
  associatedtype Result: Sendable
  func run(_ effect: Effect) async -> Result?
  /// What closing the view does to `effect` while it runs: by default it is
  /// cancelled (a download stops at once); a write the user was promised —
  /// a commit — says `.outlivesView`.
  func lifetime(of effect: Effect) -> EffectLifetime
}

extension EffectHandler {
  public func lifetime(of effect: Effect) -> EffectLifetime { .cancelledWithView }
}

/// What happens to a running effect when the view that started it closes.
/// Either way its result is dropped: the view is gone.
public enum EffectLifetime: Sendable, Equatable {
  /// The effect's task is cancelled (an HTTP transfer aborts at once).
  case cancelledWithView
  /// The effect runs to its end (a database commit is never cut short).
  case outlivesView
}
