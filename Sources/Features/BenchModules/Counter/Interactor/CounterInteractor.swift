import ViperKit

/// A count that every tap raises by one: no effects, no routes.
public struct CounterInteractor: Interactor, Equatable, Codable {
  public typealias Intent = CounterIntent
  public typealias Result = Never
  public typealias Effect = Never
  public typealias Route = Never

  public var count: Int

  public init(count: Int = 0) { self.count = count }

  public mutating func start() -> Transition<Never, Never> { .none }

  public mutating func handle(_ event: ModuleEvent<CounterIntent, Never>) -> Transition<Never, Never> {
    switch event {
    case .intent(.incrementTapped):
      count += 1
      return .none
    }
  }
}
