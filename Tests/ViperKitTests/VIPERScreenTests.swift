import Testing
import ViperKit

/// The presenter runs once per event: the intent is made from the view
/// model last rendered, and the next render presents the new state once.
/// (It also runs once when the screen is made: the screen keeps a view
/// model from the start rather than an optional one, whose generic metadata
/// would be looked up at every event; issue #40.)
@Suite("VIPERScreen")
struct VIPERScreenTests {
  struct Tally: Interactor {
    enum Intent: Sendable { case add }
    typealias Result = Never
    typealias Effect = Never
    typealias Route = Never
    var count = 0
    mutating func start() -> Transition<Never, Never> { .none }
    mutating func handle(_ event: ModuleEvent<Intent, Never>) -> Transition<Never, Never> {
      count += 1
      return .none
    }
  }

  /// Counts its runs (a class, so the count outlives the screen's copies).
  final class CountingPresenter: Presenter {
    var runs = 0
    func present(_ state: Tally) -> Int {
      runs += 1
      return state.count
    }
  }

  struct Adapter: ViewAdapter {
    func render(_ model: Int) -> ViewNode { .screen(title: "\(model)", children: []) }
    func intent(for action: ActionName, value: ActionValue?, in model: Int) throws(ActionError) -> Tally.Intent {
      .add
    }
  }

  struct NoRoutes: Router {
    func navigation(for route: Never) -> Navigation {}
  }

  @Test func eachEventPresentsOnce() throws {
    let presenter = CountingPresenter()
    let screen = VIPERScreen(
      interactor: Tally(), presenter: presenter, viewAdapter: Adapter(), router: NoRoutes(),
      effectHandler: NoEffects())
    #expect(presenter.runs == 1)
    _ = screen.start()
    #expect(screen.view == .screen(title: "0", children: []))
    #expect(screen.view == .screen(title: "0", children: []))
    #expect(presenter.runs == 2)
    for expected in 1...3 {
      _ = try screen.handle(action: "add", value: nil)
      #expect(screen.view == .screen(title: "\(expected)", children: []))
      #expect(presenter.runs == 2 + expected)
    }
  }
}
