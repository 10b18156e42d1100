import JSONValue
import ViperKit

/// Home's logic: the entries it offers, and opening one of them. All in
/// memory: no effects.
public struct HomeInteractor: Interactor, Equatable {
  public typealias Intent = HomeIntent
  public typealias Result = Never
  public typealias Effect = Never

  /// Where home leads.
  public enum Route: Equatable, Sendable {
    /// The module of the row selected.
    case open(ModuleName)
  }

  public let entries: [HomeEntry]

  public init(entries: [HomeEntry]) { self.entries = entries }

  public mutating func start() -> Transition<Never, Route> { .none }

  public mutating func handle(_ event: ModuleEvent<HomeIntent, Never>) -> Transition<Never, Route> {
    switch event {
    case .intent(.rowSelected(let module)):
      // Only what home offers can be opened from it.
      guard entries.contains(where: { $0.module == module }) else { return .none }
      return .route(.open(module))
    }
  }
}

/// Home keeps no state of its own: its entries are the catalog the module
/// hands it. Its snapshot is `{}`, and a restored home lists the modules
/// there are now, not those there were when the session was saved.
extension HomeInteractor: SnapshotRepresentable {
  public var snapshot: JSONValue { .object(JSONObject()) }

  public mutating func restore(snapshot: JSONValue) throws(SnapshotError) {
    guard case .object = snapshot else { throw SnapshotError("home's snapshot is an object, not \(snapshot.kindName)") }
  }
}
