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
  /// Sent as a window on the rows (`{window: true}`), else whole.
  public var window: HeldWindow?

  public init(touches: PersistentVector<Int>, window: HeldWindow? = nil) {
    self.touches = touches
    self.window = window
  }

  /// `rows` rows, none touched yet; `windowed`: sent as a window.
  public init(rows: Int, windowed: Bool = false) {
    self.init(touches: PersistentVector(repeatElement(0, count: rows)), window: windowed ? HeldWindow() : nil)
  }

  /// The rows, each known by its index.
  public var rows: HeldRows { Self.rows(count: touches.count) }

  public static func rows(count: Int) -> HeldRows {
    HeldRows(count: count, position: { key in Int(key).flatMap { (0..<count).contains($0) ? $0 : nil } }) {
      String($0)
    }
  }

  public mutating func start() -> Transition<Never, Never> { .none }

  public mutating func handle(_ event: ModuleEvent<ListIntent, Never>) -> Transition<Never, Never> {
    switch event {
    case .intent(.rowTouched(let row)):
      if touches.indices.contains(row) { touches[row] += 1 }
      return .none
    case .intent(.rowsRequested(let request)):
      let rows = self.rows
      window?.take(request, rows: rows)
      return .none
    }
  }
}
