import ViperKit

/// Home's logic: the entries it offers, and opening one of them. All in
/// memory: no effects.
public struct HomeInteractor: Interactor, Equatable, Codable {
  public typealias Intent = HomeIntent
  public typealias Result = Never
  public typealias Effect = Never
  public typealias Route = HomeRoute

  public let entries: [HomeEntry]

  public init(entries: [HomeEntry]) { self.entries = entries }

  public mutating func start() -> Transition<Never, HomeRoute> { .none }

  public mutating func handle(_ event: ModuleEvent<HomeIntent, Never>) -> Transition<Never, HomeRoute> {
    switch event {
    case .intent(.rowSelected(let module)):
      // Only what home offers can be opened from it.
      guard entries.contains(where: { $0.module == module }) else { return .none }
      return .route(.open(module))
    }
  }
}
