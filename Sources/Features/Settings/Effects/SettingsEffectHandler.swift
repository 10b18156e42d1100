import ViperKit

/// Reads and saves the settings through the stores the composition root gives.
public struct SettingsEffectHandler: EffectHandler {
  private let onboarding: any OnboardingPreference
  private let avatars: any AvatarPreference
  private let tokens: any TokenStore
  private let environmentToken: Bool

  /// `environmentToken`: `GITHUB_TOKEN` is set in the host's environment.
  public init(
    onboarding: any OnboardingPreference, avatars: any AvatarPreference, tokens: any TokenStore,
    environmentToken: Bool
  ) {
    self.onboarding = onboarding
    self.avatars = avatars
    self.tokens = tokens
    self.environmentToken = environmentToken
  }

  public func run(_ effect: SettingsEffect) async -> SettingsResult? {
    do throws(SettingsFailure) {
      switch effect {
      case .load:
        return .loaded(
          SavedSettings(
            showOnboarding: try onboarding.showsOnboardingAtNextLaunch(), showAvatars: try avatars.showsAvatars(),
            tokenSaved: try tokens.token() != nil, environmentToken: environmentToken))
      case .save(.showOnboarding, let on):
        try await onboarding.setShowsOnboardingAtNextLaunch(on)
        return .saved(.showOnboarding, try onboarding.showsOnboardingAtNextLaunch())
      case .save(.showAvatars, let on):
        try await avatars.setShowsAvatars(on)
        return .saved(.showAvatars, try avatars.showsAvatars())
      case .saveToken(let token):
        try await tokens.save(token)
        return .tokenSaved
      case .forgetToken:
        try await tokens.forget()
        return .tokenForgotten
      }
    } catch {
      return effect == .load ? .loadFailed(error) : .saveFailed(error)
    }
  }

  /// A save the user was promised finishes even if the screen closes.
  public func lifetime(of effect: SettingsEffect) -> EffectLifetime {
    effect == .load ? .cancelledWithView : .outlivesView
  }
}
