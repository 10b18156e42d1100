import JSONValue

/// Assembles the five VIPER roles into a `Screen` the host can drive.
///
/// The types must line up — the presenter presents the interactor, the view
/// adapter makes its intents, the effect handler runs its effects and makes
/// its results, the router takes its routes — so a module that wires the
/// wrong part does not compile.
public final class VIPERScreen<I: Interactor, P: Presenter, V: ViewAdapter, R: Router, E: EffectHandler>: Screen
where
  P.State == I, V.ViewModel == P.ViewModel, V.Intent == I.Intent, R.Route == I.Route,
  E.Effect == I.Effect, E.Result == I.Result
{
  public private(set) var interactor: I {
    // Any step may change the state: the next view model is presented anew.
    didSet { isPresented = false }
  }
  private let presenter: P
  private let viewAdapter: V
  private let router: R
  private let effectHandler: E
  /// How the interactor's snapshot is written; nil: it takes none.
  private let snapshotWriter: ((I) -> JSONValue?)?

  public init(interactor: I, presenter: P, viewAdapter: V, router: R, effectHandler: E) {
    self.interactor = interactor
    self.presenter = presenter
    self.viewAdapter = viewAdapter
    self.router = router
    self.effectHandler = effectHandler
    snapshotWriter = InteractorSnapshot.writer(for: I.self)
    presented = presenter.present(interactor)
  }

  /// The view model of the state as it is, presented once: an event reads
  /// the one last rendered to make its intent, and the host renders the
  /// next, so the presenter runs once per event. Not an optional: this
  /// class's code is generic, and an `Optional<P.ViewModel>` costs a
  /// metadata look-up (a lock) at every use (issue #40).
  private var presented: P.ViewModel
  /// `presented` is the view model of `interactor` as it is.
  private var isPresented = true

  public var viewModel: P.ViewModel {
    if !isPresented {
      presented = presenter.present(interactor)
      isPresented = true
    }
    return presented
  }
  public var view: ViewNode { viewAdapter.render(viewModel) }

  public func start() -> Reaction { reaction(to: interactor.start()) }
  public func resume() -> Reaction { reaction(to: interactor.resume()) }
  public func restored() -> Reaction { reaction(to: interactor.restored()) }

  // Snapshots come from the interactor: `SnapshotRepresentable` if it says
  // how, else `Codable`; any other interactor takes none.

  public func captureState() -> ScreenState? {
    guard let snapshotWriter else { return nil }
    let state = interactor
    return ScreenState(value: state) { snapshotWriter(state) }
  }

  public func goto(_ state: ScreenState) throws(SnapshotError) {
    guard let value = state.value as? I else { throw SnapshotError("the state belongs to another screen") }
    interactor = value
  }

  public func restore(snapshot: JSONValue) throws(SnapshotError) {
    interactor = try InteractorSnapshot.decode(I.self, from: snapshot, into: interactor)
  }

  public func handle(action: ActionName, value: ActionValue?) throws(ActionError) -> Reaction {
    let intent = try viewAdapter.intent(for: action, value: value, in: viewModel)
    return reaction(to: interactor.handle(.intent(intent)))
  }

  public func input(_ edit: InputEdit) throws(ActionError) -> Reaction {
    let intent = try viewAdapter.intent(for: edit, in: viewModel)
    return reaction(to: interactor.handle(.intent(intent)))
  }

  public func window(_ list: ActionName, _ request: WindowRequest) throws(ActionError) -> Reaction {
    let intent = try viewAdapter.intent(forRowsOf: list, request, in: viewModel)
    return reaction(to: interactor.handle(.intent(intent)))
  }

  public func receive(_ result: EffectResult) -> Reaction {
    guard let value = result.event as? I.Result else { return .none }
    return reaction(to: interactor.handle(.result(value)))
  }

  private func reaction(to transition: Transition<I.Effect, I.Route>) -> Reaction {
    // Most events ask for nothing: no closure, array or optional made for them (issue #40).
    if transition.effects.isEmpty, transition.route == nil { return .none }
    let handler = effectHandler
    let effects = transition.effects.map { effect in
      EffectWork(lifetime: handler.lifetime(of: effect)) { await handler.run(effect).map(EffectResult.init) }
    }
    return Reaction(effects: effects, navigation: transition.route.map(router.navigation(for:)))
  }
}

/// For modules whose work is all in memory (their `Effect` and `Result`
/// are `Never`).
public struct NoEffects: EffectHandler {
  public init() {}
  public func run(_ effect: Never) async -> Never? {}
}
