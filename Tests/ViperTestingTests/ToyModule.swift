import ViperKit

/// A module small enough to read at a glance, with every role: a counter
/// that can save its count (an effect) and open another screen (a route).
struct ToyInteractor: Interactor, Equatable {
  enum Intent: Equatable, Sendable { case incrementTapped, saveTapped, openTapped }
  enum Result: Equatable, Sendable { case saved(Int) }
  enum Effect: Equatable, Sendable { case save(Int) }
  enum Route: Equatable, Sendable { case next }

  var count = 0
  var saved: Int?

  mutating func start() -> Transition<Effect, Route> { .none }

  mutating func handle(_ event: ModuleEvent<Intent, Result>) -> Transition<Effect, Route> {
    switch event {
    case .intent(.incrementTapped):
      count += 1
      return .none
    case .intent(.saveTapped): return .effect(.save(count))
    case .intent(.openTapped): return .route(.next)
    case .result(.saved(let value)):
      saved = value
      return .none
    }
  }
}

struct ToyPresenter: Presenter {
  func present(_ state: ToyInteractor) -> String { "\(state.count) (saved: \(state.saved.map(String.init) ?? "no"))" }
}

struct ToyViewAdapter: ViewAdapter {
  func render(_ model: String) -> ViewNode {
    .screen(title: "Toy", children: [.text(model), .button(action: "increment", title: "+1")])
  }

  func intent(for action: ActionName, value: ActionValue?, in model: String) throws(ActionError)
    -> ToyInteractor.Intent
  {
    switch action {
    case "increment": .incrementTapped
    case "save": .saveTapped
    case "open": .openTapped
    default: throw .unknownAction(action)
    }
  }
}

struct ToyRouter: Router {
  func navigation(for route: ToyInteractor.Route) -> Navigation { .push(Destination(untyped: "next")) }
}

struct ToyEffects: EffectHandler {
  func run(_ effect: ToyInteractor.Effect) async -> ToyInteractor.Result? {
    switch effect {
    case .save(let value): .saved(value)
    }
  }
}

func toyScreen() -> any Screen {
  VIPERScreen(
    interactor: ToyInteractor(), presenter: ToyPresenter(), viewAdapter: ToyViewAdapter(), router: ToyRouter(),
    effectHandler: ToyEffects())
}
