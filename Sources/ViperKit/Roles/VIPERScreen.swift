/// Assembles the five VIPER roles into a `Screen` the host can drive.
///
/// The types must line up — the presenter presents the interactor, the view
/// adapter makes the interactor's events, the router takes its routes, the
/// effect handler runs its effects — so a module that wires the wrong part
/// does not compile.
public final class VIPERScreen<I: Interactor, P: Presenter, V: ViewAdapter, R: Router, E: EffectHandler>: Screen
where
  P.State == I, V.ViewModel == P.ViewModel, V.Event == I.Event, R.Route == I.Route,
  E.Effect == I.Effect, E.Event == I.Event
{
  public private(set) var interactor: I
  private let presenter: P
  private let viewAdapter: V
  private let router: R
  private let effectHandler: E

  public init(interactor: I, presenter: P, viewAdapter: V, router: R, effectHandler: E) {
    self.interactor = interactor
    self.presenter = presenter
    self.viewAdapter = viewAdapter
    self.router = router
    self.effectHandler = effectHandler
  }

  public var viewModel: P.ViewModel { presenter.present(interactor) }
  public var view: ViewNode { viewAdapter.render(viewModel) }

  public func start() -> Reaction { reaction(to: interactor.start()) }
  public func resume() -> Reaction { reaction(to: interactor.resume()) }

  public func handle(action: ActionName, value: ActionValue?) throws(ActionError) -> Reaction {
    let event = try viewAdapter.event(for: action, value: value, in: viewModel)
    return reaction(to: interactor.handle(event))
  }

  public func receive(_ result: EffectResult) -> Reaction {
    guard let event = result.event as? I.Event else { return .none }
    return reaction(to: interactor.handle(event))
  }

  private func reaction(to transition: Transition<I.Effect, I.Route>) -> Reaction {
    let handler = effectHandler
    let effects = transition.effects.map { effect in
      EffectWork(lifetime: handler.lifetime(of: effect)) { await handler.run(effect).map(EffectResult.init) }
    }
    return Reaction(effects: effects, navigation: transition.route.map(router.navigation(for:)))
  }
}

/// For modules whose work is all in memory.
public struct NoEffects<Effect: Sendable, Event: Sendable>: EffectHandler {
  public init() {}
  public func run(_ effect: Effect) async -> Event? { nil }
}
