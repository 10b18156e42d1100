import Testing
import ViperKit
import ViperTesting

@testable import Settings

/// The screen assembled by its module, driven by wire names, its effects run against the doubles.
@Suite("Settings module")
struct SettingsModuleTests {
  @Test func itIsListedOnHomeWithNoInput() {
    let modules = SettingsFeature.modules(
      onboarding: OnboardingPreferenceSpy(), avatars: AvatarPreferenceStub(), tokens: TokenStoreSpy(),
      environmentToken: false)
    #expect(modules.map(\.manifest.name) == ["settings"])
    #expect(modules[0].manifest.title == "Settings" && modules[0].manifest.listedOnHome)
  }

  @Test func flipsSaveAndATokenTypedIsSavedNeverShownNorSnapshotted() async throws {
    let onboarding = OnboardingPreferenceSpy()
    let tokens = TokenStoreSpy()
    let module = SettingsModule(
      effects: SettingsEffectHandler(
        onboarding: onboarding, avatars: AvatarPreferenceStub(), tokens: tokens, environmentToken: false))
    let screen = try ScreenTester(module)
    await screen.runEffects()
    try screen.edit("show-onboarding", .on(true))
    await screen.runEffects()
    #expect(onboarding.on)
    try screen.edit("token", .text("ghp_typed"))
    #expect(!"\(try #require(screen.snapshot))".contains("ghp_typed"))
    try screen.send("save-token")
    await screen.runEffects()
    #expect(tokens.calls.contains(.save("ghp_typed")))
    let field = screen.view.firstNode {
      if case .field(let field) = $0 { field.hint == "Saved token: set" && field.value.isEmpty } else { false }
    }
    #expect(field != nil)
    try screen.send("forget-token")
    await screen.runEffects()
    #expect(tokens.calls.last == .forget)
  }
}
