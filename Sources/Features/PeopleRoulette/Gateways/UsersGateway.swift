import Networking

/// Where the people come from.
public protocol UsersGateway: Sendable {
  func users() async throws(GatewayError) -> [User]
}
