import ViperKit

@testable import MyScreen

/// A stub and a spy: keeps the items it is given (by id), answers from them
/// as the database would (or fails as the test says) and records every call.
final class MyScreenGatewaySpy: MyScreenGateway {
  enum Call: Equatable, Sendable {
    case page(WindowQuery)
    case item(id: Int)
    case setDone(Bool, id: Int)
  }

  private let stored: Locked<[MyScreenItem]>
  private let failure: MyScreenFailure?
  private let recorded = Locked<[Call]>([])

  init(items: [MyScreenItem] = [.first, .second], failing failure: MyScreenFailure? = nil) {
    stored = Locked(items)
    self.failure = failure
  }

  var calls: [Call] { recorded.withLock { $0 } }

  func page(_ query: WindowQuery) async throws(MyScreenFailure) -> WindowPage<MyScreenItem> {
    recorded.withLock { $0.append(.page(query)) }
    if let failure { throw failure }
    // Ids grow: a key's place is before the first larger id.
    return stored.withLock { items in
      query.page(of: items) { key in items.firstIndex { $0.id >= Int(key) ?? .max } }
    }
  }

  func item(id: Int) async throws(MyScreenFailure) -> MyScreenItem {
    recorded.withLock { $0.append(.item(id: id)) }
    if let failure { throw failure }
    guard let item = stored.withLock({ items in items.first { $0.id == id } }) else { throw .notFound(id) }
    return item
  }

  func setDone(_ isDone: Bool, id: Int) async throws(MyScreenFailure) {
    recorded.withLock { $0.append(.setDone(isDone, id: id)) }
    if let failure { throw failure }
    stored.withLock { items in
      if let index = items.firstIndex(where: { $0.id == id }) { items[index].isDone = isDone }
    }
  }
}
