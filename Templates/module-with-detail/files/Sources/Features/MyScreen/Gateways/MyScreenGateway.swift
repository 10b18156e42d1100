import ViperKit

/// Where the items are kept: the one door to the outside world. The effect
/// handler calls it; tests give it a double (see the tests' Doubles/).
///
/// It runs on the host's SQLite database (`SQLiteMyScreenGateway`, beside
/// it). Another store goes beside that one, conforming to this protocol: on
/// HTTP, a gateway on Networking's `HTTPTransport` (the registration line in
/// Sources/viper-host/ScaffoldedFeatures.swift hands it over as `$0.http`).
/// Whatever it talks to, it throws `MyScreenFailure`, never the store's own
/// errors.
public protocol MyScreenGateway: Sendable {
  /// A window of the items, by id: what the query asks (made by the list's
  /// `RowWindow`), costing the rows read, never every item (PROTOCOL.md §6,
  /// "Lists of any size"). A list held in memory answers with `query.page(of:position:)`.
  func page(_ query: WindowQuery) async throws(MyScreenFailure) -> WindowPage<MyScreenItem>
  func item(id: Int) async throws(MyScreenFailure) -> MyScreenItem
  func setDone(_ isDone: Bool, id: Int) async throws(MyScreenFailure)
}
