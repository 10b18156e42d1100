import ViperKit

/// How often each row was touched: no effects, no routes.
public struct ListInteractor: Interactor, Equatable, Codable {
  public typealias Intent = ListIntent
  public typealias Result = Never
  public typealias Effect = Never
  public typealias Route = Never

  /// A persistent vector: one touch copies one path, and the adapter's
  /// memo finds the changed row without comparing the others.
  public var touches: PersistentVector<Int>

  public init(touches: PersistentVector<Int>) { self.touches = touches }

  /// `rows` rows, none touched yet.
  public init(rows: Int) { self.init(touches: PersistentVector(repeatElement(0, count: rows))) }

  public mutating func start() -> Transition<Never, Never> { .none }

  public mutating func handle(_ event: ModuleEvent<ListIntent, Never>) -> Transition<Never, Never> {
    switch event {
    case .intent(.rowTouched(let row)):
      if touches.indices.contains(row) { touches[row] += 1 }
      return .none
    }
  }
}
