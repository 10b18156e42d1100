import JSONValue
import ViperKit

/// `bench-list {rows: N}`: a list of N rows; `touch` with a row index
/// changes that row only. The benchmarks use it to measure the cost of one
/// changed row in a large view (registered with `--bench-modules`).
public struct ListModule: ScreenModule {
  public static let key = ModuleKey<Input>("bench-list")
  public let manifest = ModuleManifest(name: key.name, title: "Rows", version: "1.0.0", listedOnHome: false)

  public init() {}

  public struct Input: ModuleInput {
    public var rows: Int
    public init(json: JSONValue?) throws(InputError) {
      guard let rows = json?["rows"]?.intValue, (0...1_000_000).contains(rows) else {
        throw InputError("expected {\"rows\": 0 … 1000000}")
      }
      self.rows = Int(rows)
    }
  }

  public struct Interactor: ViperKit.Interactor, Equatable {
    public typealias Intent = Event
    public typealias Result = Never
    public enum Event: Sendable { case touch(Int) }
    public typealias Effect = Never
    public typealias Route = Never
    /// A persistent vector: one touch copies one path, and the adapter's
    /// memo finds the changed row without comparing the others.
    public var touches: PersistentVector<Int>
    public mutating func start() -> Transition<Never, Never> { .none }
    public mutating func handle(_ event: ModuleEvent<Intent, Result>) -> Transition<Never, Never> {
      switch event {
      case .intent(let event): return apply(event)
      case .result(let never): switch never {}
      }
    }

    public mutating func apply(_ event: Event) -> Transition<Never, Never> {
      if case .touch(let row) = event, touches.indices.contains(row) { touches[row] += 1 }
      return .none
    }
  }

  public struct Presenter: ViperKit.Presenter {
    public func present(_ state: Interactor) -> PersistentVector<Int> { state.touches }
  }

  public struct ViewAdapter: ViperKit.ViewAdapter {
    /// Formats only the rows that changed since the last render.
    private let memo = RowMemo<Int>()

    public func render(_ touches: PersistentVector<Int>) -> ViewNode {
      .screen(
        title: "Rows",
        children: [
          .list(
            action: "touch",
            items: memo.items(for: touches) { index, count in
              ListItem(key: String(index), title: "Row \(index)", subtitle: "touched \(count) times")
            })
        ])
    }
    public func intent(for action: ActionName, value: ActionValue?, in model: PersistentVector<Int>) throws(ActionError)
      -> Interactor.Event
    {
      guard action == "touch" else { throw .unknownAction(action) }
      guard let row = Int(try value.key(for: action)), model.indices.contains(row) else {
        throw .invalidValue(action, "no such row")
      }
      return .touch(row)
    }
  }

  struct NoRoutes: Router {
    func navigation(for route: Never) -> Navigation {}
  }

  public func makeScreen(input: ScreenInput) throws(InputError) -> any Screen {
    let input = try input.decode(as: Input.self)
    return VIPERScreen(
      interactor: Interactor(touches: PersistentVector(repeatElement(0, count: input.rows))), presenter: Presenter(),
      viewAdapter: ViewAdapter(), router: NoRoutes(), effectHandler: NoEffects())
  }
}
