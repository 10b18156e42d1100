import ViperKit

/// Home's logic: the entries it offers, and opening one of them.
public struct HomeInteractor: Interactor, Equatable {
  public typealias Intent = Event
  public typealias Result = Never
  public enum Event: Equatable, Sendable {
    case entrySelected(ModuleName)
  }

  public enum Route: Equatable, Sendable {
    case open(ModuleName)
  }

  public typealias Effect = Never

  public let entries: [HomeEntry]

  public init(entries: [HomeEntry]) { self.entries = entries }

  public mutating func start() -> Transition<Never, Route> { .none }

  public mutating func handle(_ event: ModuleEvent<Intent, Result>) -> Transition<Never, Route> {
    switch event {
    case .intent(let event): return apply(event)
    case .result(let never): switch never {}
    }
  }

  public mutating func apply(_ event: Event) -> Transition<Never, Route> {
    switch event {
    case .entrySelected(let module):
      // Only what home offers can be opened from it.
      guard entries.contains(where: { $0.module == module }) else { return .none }
      return .route(.open(module))
    }
  }
}
