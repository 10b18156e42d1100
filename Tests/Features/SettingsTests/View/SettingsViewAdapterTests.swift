import Testing
import ViperKit

@testable import Settings

@Suite("Settings view adapter")
struct SettingsViewAdapterTests {
  let adapter = SettingsViewAdapter()

  func model(_ saved: SavedSettings?, _ change: (inout SettingsInteractor) -> Void = { _ in }) -> SettingsViewModel {
    var state = SettingsInteractor()
    state.saved = saved
    change(&state)
    return SettingsPresenter().present(state)
  }

  @Test func twoTogglesATokenFormAndForget() {
    var saved = SavedSettings.fresh
    saved.tokenSaved = true
    var field = Field(
      key: "token", label: "GitHub token", kind: .secure, value: "typed", sending: .submit,
      hint: "Saved token: set", maxLength: 1000)
    field.enabled = true
    #expect(
      adapter.render(model(saved) { $0.tokenDraft = "typed" })
        == .screen(
          title: "Settings",
          children: [
            .toggle(Toggle(key: "show-onboarding", label: "Show onboarding at next launch", on: false)),
            .toggle(Toggle(key: "show-avatars", label: "Show avatars in lists", on: true)),
            .form(
              Form(
                key: "token-form", submit: FormSubmit(action: "save-token", title: "Save"), children: [.field(field)])),
            .button(action: "forget-token", title: "Forget token", enabled: true),
          ]))
  }

  @Test func whileReadingASpinnerAndNoToggles() {
    let view = adapter.render(model(nil))
    guard case .screen(let screen) = view else { Issue.record("not a screen"); return }
    let children = screen.children
    #expect(children.first == .spinner(label: "Loading settings…"))
    #expect(!children.contains { if case .toggle = $0 { true } else { false } })
  }

  @Test func editsAndActionsBecomeIntents() throws {
    let loaded = model(.fresh)
    #expect(
      try adapter.intent(for: InputEdit(key: "show-onboarding", value: .on(true)), in: loaded)
        == .flipped(.showOnboarding, true))
    #expect(
      try adapter.intent(for: InputEdit(key: "show-avatars", value: .on(false)), in: loaded)
        == .flipped(.showAvatars, false))
    #expect(try adapter.intent(for: InputEdit(key: "token", value: .text("t")), in: loaded) == .tokenEdited("t"))
    #expect(throws: ActionError.unknownAction("nope")) {
      try adapter.intent(for: InputEdit(key: "nope", value: .on(true)), in: loaded)
    }
    #expect(try adapter.intent(for: "save-token", value: nil, in: loaded) == .saveTokenTapped)
    #expect(throws: ActionError.self) { try adapter.intent(for: "save-token", value: nil, in: model(nil)) }
    #expect(throws: ActionError.self) { try adapter.intent(for: "forget-token", value: nil, in: loaded) }
    #expect(throws: ActionError.self) { try adapter.intent(for: "dismiss", value: nil, in: loaded) }
    let failed = model(nil) { $0.failure = .storage("x") }
    #expect(try adapter.intent(for: "dismiss", value: nil, in: failed) == .alertDismissed)
    #expect(throws: ActionError.unknownAction("other")) { try adapter.intent(for: "other", value: nil, in: loaded) }
  }
}
