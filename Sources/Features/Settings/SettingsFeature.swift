import Persistence
import ViperKit

/// What Settings brings to a host: its schema and its one screen, on the
/// stores the composition root adapts (onboarding's flag, the avatar
/// choice, the token).
public enum SettingsFeature {
  public static let migrations: [Migration] = [SQLiteAvatarPreference.migration]

  /// `environmentToken`: `GITHUB_TOKEN` is set (it wins over the saved token).
  public static func modules(
    onboarding: any OnboardingPreference, avatars: any AvatarPreference, tokens: any TokenStore,
    environmentToken: Bool
  ) -> [any ScreenModule] {
    [
      SettingsModule(
        effects: SettingsEffectHandler(
          onboarding: onboarding, avatars: avatars, tokens: tokens, environmentToken: environmentToken))
    ]
  }
}
