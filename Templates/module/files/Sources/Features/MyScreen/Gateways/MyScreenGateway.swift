/// Where the count is kept: the one door to the outside world. The effect
/// handler calls it; tests give it a double (see the tests' Doubles/).
///
/// A REAL GATEWAY goes beside `InMemoryMyScreenGateway`: a type conforming to
/// this protocol, on Persistence's `AppDatabase` (with its table as a
/// `Migration`; `viper-host new module NAME --with-detail` writes such a
/// `SQLite…Gateway`) or on Networking's `HTTPTransport` (like Stargazers'
/// `HTTPGitHubGateway`). This target may import both where it is. It throws
/// `MyScreenFailure`, never the store's errors (translate Networking's
/// `GatewayError` in `Gateways/MyScreenFailure+GatewayError.swift`;
/// docs/MODULE-SHAPE.md). Hand it over in this feature's one line in
/// Sources/viper-host/ScaffoldedFeatures.swift, e.g.
/// `ScaffoldedFeature(migrations: [SQLiteMyScreenGateway.migration]) {
/// MyScreenFeature.modules(gateway: SQLiteMyScreenGateway(database: $0.database)) }`
/// (`$0.http` for HTTP); in a run-time plugin's package, in PluginEntry.swift.
public protocol MyScreenGateway: Sendable {
  /// The count saved last; nil when none was.
  func loadCount() async throws(MyScreenFailure) -> Int?
  func save(count: Int) async throws(MyScreenFailure)
}
