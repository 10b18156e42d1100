import Networking
import ViperKit

/// What Stargazers brings to a host: its modules (it stores nothing).
public enum StargazersFeature {
  /// The stargazers list and a user's profile, sharing one effect handler.
  public static func modules(transport: any HTTPTransport, base: String, token: String?) -> [any ScreenModule] {
    let effects = StargazersEffectHandler(gateway: HTTPGitHubGateway(transport: transport, base: base, token: token))
    return [StargazersModule(effects: effects), UserModule(effects: effects)]
  }
}
