import Testing

@testable import Settings

@Suite("Settings effect handler")
struct SettingsEffectHandlerTests {
  @Test func itReadsAndSavesThroughTheStoresAndAnswersWithWhatTheyHold() async {
    let onboarding = OnboardingPreferenceSpy(on: false)
    let tokens = TokenStoreSpy()
    let handler = SettingsEffectHandler(
      onboarding: onboarding, avatars: AvatarPreferenceStub(on: true), tokens: tokens, environmentToken: true)
    #expect(
      await handler.run(.load)
        == .loaded(SavedSettings(showOnboarding: false, showAvatars: true, tokenSaved: false, environmentToken: true)))
    #expect(await handler.run(.save(.showOnboarding, true)) == .saved(.showOnboarding, true))
    #expect(onboarding.calls == [.read, .set(true), .read])
    #expect(await handler.run(.save(.showAvatars, false)) == .saved(.showAvatars, false))
    #expect(await handler.run(.saveToken(SecretText("ghp_x"))) == .tokenSaved)
    #expect(
      await handler.run(.load)
        == .loaded(SavedSettings(showOnboarding: true, showAvatars: false, tokenSaved: true, environmentToken: true)))
    #expect(await handler.run(.forgetToken) == .tokenForgotten)
    #expect(tokens.calls == [.read, .save("ghp_x"), .read, .forget])
  }

  @Test func aFailedReadAndAFailedSaveAreReportedApart() async {
    let handler = SettingsEffectHandler(
      onboarding: OnboardingPreferenceSpy(fails: true), avatars: AvatarPreferenceStub(),
      tokens: TokenStoreSpy(fails: true), environmentToken: false)
    #expect(await handler.run(.load) == .loadFailed(.storage("disk full")))
    #expect(await handler.run(.save(.showOnboarding, true)) == .saveFailed(.storage("disk full")))
    #expect(await handler.run(.saveToken(SecretText("t"))) == .saveFailed(.storage("read-only file system")))
    #expect(await handler.run(.forgetToken) == .saveFailed(.storage("read-only file system")))
  }

  @Test func savesOutliveTheViewAndAReadDoesNot() {
    let handler = SettingsEffectHandler(
      onboarding: OnboardingPreferenceSpy(), avatars: AvatarPreferenceStub(), tokens: TokenStoreSpy(),
      environmentToken: false)
    #expect(handler.lifetime(of: .load) == .cancelledWithView)
    #expect(handler.lifetime(of: .forgetToken) == .outlivesView)
    #expect(handler.lifetime(of: .save(.showAvatars, true)) == .outlivesView)
  }
}
