import ViperKit

@testable import MyScreen

/// A stub and a spy: keeps the items it is given (by id), answers from them
/// as the database would (or fails as the test says) and records every write.
final class MyScreenGatewaySpy: MyScreenGateway {
  enum Call: Equatable, Sendable {
    case add([InputKey: RecordValue])
    case update(id: Int, [InputKey: RecordValue])
    case duplicate(id: Int)
    case setToggle(Bool, id: Int)
    case delete(id: Int)
    case deleteToggled
    case setShowsToggled(Bool)
  }

  private let stored: Locked<[RecordItem]>
  private let shows = Locked(true)
  private let failure: MyScreenFailure?
  private let recorded = Locked<[Call]>([])

  init(items: [RecordItem] = [], failing failure: MyScreenFailure? = nil) {
    stored = Locked(items)
    self.failure = failure
  }

  var calls: [Call] { recorded.withLock { $0 } }
  var items: [RecordItem] { stored.withLock { $0 } }

  private func record(_ call: Call) throws(MyScreenFailure) {
    recorded.withLock { $0.append(call) }
    if let failure { throw failure }
  }

  private var toggle: RecordField? { MyScreenFields.rowToggle }

  func page(_ query: WindowQuery, hidingToggled: Bool) async throws(MyScreenFailure) -> WindowPage<RecordItem> {
    if let failure { throw failure }
    let shown = items.filter { item in !(hidingToggled && toggle.map(item.isOn) == true) }
    // Ids grow: a key's place is before the first larger id.
    return query.page(of: shown) { key in shown.firstIndex { $0.id >= Int(key) ?? .max } }
  }

  func toggledCount() async throws(MyScreenFailure) -> Int {
    if let failure { throw failure }
    return items.filter { item in toggle.map(item.isOn) == true }.count
  }

  func item(id: Int) async throws(MyScreenFailure) -> RecordItem {
    if let failure { throw failure }
    guard let item = items.first(where: { $0.id == id }) else { throw .notFound(id) }
    return item
  }

  func add(_ values: [InputKey: RecordValue]) async throws(MyScreenFailure) -> RecordItem {
    try record(.add(values))
    let item = RecordItem(id: (items.map(\.id).max() ?? 0) + 1, values: values.mapValues(\.stored))
    stored.withLock { $0.append(item) }
    return item
  }

  func update(id: Int, _ values: [InputKey: RecordValue]) async throws(MyScreenFailure) -> RecordItem {
    try record(.update(id: id, values))
    guard items.contains(where: { $0.id == id }) else { throw .notFound(id) }
    let item = RecordItem(id: id, values: values.mapValues(\.stored))
    stored.withLock { items in items = items.map { $0.id == id ? item : $0 } }
    return item
  }

  func duplicate(id: Int) async throws(MyScreenFailure) -> RecordItem {
    try record(.duplicate(id: id))
    var values = try await item(id: id).values
    for field in MyScreenFields.all where field.kind == .secure { values[field.key] = RecordValue.none }
    let copy = RecordItem(id: (items.map(\.id).max() ?? 0) + 1, values: values)
    stored.withLock { $0.append(copy) }
    return copy
  }

  func setToggle(_ on: Bool, id: Int) async throws(MyScreenFailure) -> Int {
    try record(.setToggle(on, id: id))
    guard let toggle else { return 0 }
    stored.withLock { items in
      if let index = items.firstIndex(where: { $0.id == id }) { items[index].values[toggle.key] = .flag(on) }
    }
    return try await toggledCount()
  }

  func delete(id: Int) async throws(MyScreenFailure) {
    try record(.delete(id: id))
    stored.withLock { $0.removeAll { $0.id == id } }
  }

  func deleteToggled() async throws(MyScreenFailure) -> Int {
    try record(.deleteToggled)
    guard let toggle else { return 0 }
    let before = items.count
    stored.withLock { $0.removeAll { $0.isOn(toggle) } }
    return before - items.count
  }

  func showsToggled() async throws(MyScreenFailure) -> Bool {
    if let failure { throw failure }
    return shows.withLock { $0 }
  }

  func setShowsToggled(_ on: Bool) async throws(MyScreenFailure) {
    try record(.setShowsToggled(on))
    shows.withLock { $0 = on }
  }
}
