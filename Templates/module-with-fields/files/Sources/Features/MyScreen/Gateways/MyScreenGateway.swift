import ViperKit

/// Where the items live. The screens know only this protocol: the host
/// wires in `SQLiteMyScreenGateway`, tests a spy.
public protocol MyScreenGateway: Sendable {
  /// A window of the list; `hidingToggled`: without the items whose row toggle is on.
  func page(_ query: WindowQuery, hidingToggled: Bool) async throws(MyScreenFailure) -> WindowPage<RecordItem>
  /// How many items have their row toggle on.
  func toggledCount() async throws(MyScreenFailure) -> Int
  func item(id: Int) async throws(MyScreenFailure) -> RecordItem
  func add(_ values: [InputKey: RecordValue]) async throws(MyScreenFailure) -> RecordItem
  /// Replaces an item's values (a secret left empty stays as stored).
  func update(id: Int, _ values: [InputKey: RecordValue]) async throws(MyScreenFailure) -> RecordItem
  /// A copy of the item, without its secret.
  func duplicate(id: Int) async throws(MyScreenFailure) -> RecordItem
  /// Turns an item's row toggle on or off; how many items have it on after (read in the same transaction).
  func setToggle(_ on: Bool, id: Int) async throws(MyScreenFailure) -> Int
  func delete(id: Int) async throws(MyScreenFailure)
  /// Deletes every item whose row toggle is on; how many.
  func deleteToggled() async throws(MyScreenFailure) -> Int
  /// The list's setting: do the items whose toggle is on show? (yes until set)
  func showsToggled() async throws(MyScreenFailure) -> Bool
  func setShowsToggled(_ on: Bool) async throws(MyScreenFailure)
}
