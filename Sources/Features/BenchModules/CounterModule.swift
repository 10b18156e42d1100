import JSONValue
import ViperKit

/// `bench-counter`: every `increment` changes the view. The benchmarks use it
/// to measure the host itself (no I/O, the smallest real module); it is
/// registered only with `viper-host --bench-modules`.
public struct CounterModule: ScreenModule {
  public static let key = ModuleKey<NoInput>("bench-counter")
  public let manifest = ModuleManifest(name: key.name, title: "Counter", version: "1.0.0", listedOnHome: false)

  public init() {}

  public struct Interactor: ViperKit.Interactor, Equatable {
    public typealias Intent = Event
    public typealias Result = Never
    public enum Event: Sendable { case increment }
    public typealias Effect = Never
    public typealias Route = Never
    public var count = 0
    public mutating func start() -> Transition<Never, Never> { .none }
    public mutating func handle(_ event: ModuleEvent<Intent, Result>) -> Transition<Never, Never> {
      switch event {
      case .intent(let event): return apply(event)
      case .result(let never): switch never {}
      }
    }

    public mutating func apply(_ event: Event) -> Transition<Never, Never> {
      count += 1
      return .none
    }
  }

  public struct Presenter: ViperKit.Presenter {
    public func present(_ state: Interactor) -> String { "count: \(state.count)" }
  }

  public struct ViewAdapter: ViperKit.ViewAdapter {
    public func render(_ text: String) -> ViewNode {
      .screen(title: "Counter", children: [.text(text), .button(action: "increment", title: "+1")])
    }
    public func intent(for action: ActionName, value: ActionValue?, in model: String) throws(ActionError)
      -> Interactor.Event
    {
      guard action == "increment" else { throw .unknownAction(action) }
      return .increment
    }
  }

  struct NoRoutes: Router {
    func navigation(for route: Never) -> Navigation {}
  }

  public func makeScreen(input: ScreenInput) throws(InputError) -> any Screen {
    _ = try input.decode(as: NoInput.self)
    return VIPERScreen(
      interactor: Interactor(), presenter: Presenter(), viewAdapter: ViewAdapter(), router: NoRoutes(),
      effectHandler: NoEffects())
  }
}
