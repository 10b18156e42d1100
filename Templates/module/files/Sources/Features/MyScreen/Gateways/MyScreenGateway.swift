/// Where the count is kept: the one door to the outside world. The effect
/// handler calls it; tests give it a double (see the tests' Doubles/).
///
/// A REAL GATEWAY goes beside `InMemoryMyScreenGateway`: a type conforming to
/// this protocol, e.g. on Networking's `HTTPTransport` (like Stargazers'
/// `HTTPGitHubGateway`) or on Persistence's database (like Jobs). It throws
/// `MyScreenFailure`, never Networking's `GatewayError` (translate it in
/// `Gateways/MyScreenFailure+GatewayError.swift`), and fixtures shipped for
/// offline runs are an `EmbeddedMyScreen.transport` it reads through the
/// same code (docs/MODULE-SHAPE.md). Give the
/// target that dependency (move it from `scaffoldedFeatures` to `targets` in
/// Package.swift), and pass your gateway instead of the in-memory one in
/// Sources/viper-host/ScaffoldedFeatures.swift (in a plugin package: in
/// PluginEntry.swift).
public protocol MyScreenGateway: Sendable {
  /// The count saved last; nil when none was.
  func loadCount() async throws(MyScreenFailure) -> Int?
  func save(count: Int) async throws(MyScreenFailure)
}
