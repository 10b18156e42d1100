import Networking
import ViperKit

/// What Stargazers brings to a host: its modules (it stores nothing).
public enum StargazersFeature {
  /// The stargazers list and a user's profile, sharing one effect handler.
  /// `credentials` are asked at every request; `avatars` when a list opens.
  public static func modules(
    transport: any HTTPTransport, base: String, credentials: any GitHubCredentials,
    avatars: any AvatarVisibility = AlwaysShowAvatars()
  ) -> [any ScreenModule] {
    let effects = StargazersEffectHandler(
      gateway: HTTPGitHubGateway(transport: transport, base: base, credentials: credentials))
    return [StargazersModule(effects: effects, avatars: avatars), UserModule(effects: effects)]
  }
}
