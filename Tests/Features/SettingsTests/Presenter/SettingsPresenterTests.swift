import Testing
import ViperKit

@testable import Settings

@Suite("Settings presenter")
struct SettingsPresenterTests {
  let presenter = SettingsPresenter()

  func state(_ saved: SavedSettings?, _ change: (inout SettingsInteractor) -> Void = { _ in }) -> SettingsInteractor {
    var state = SettingsInteractor()
    state.saved = saved
    change(&state)
    return state
  }

  @Test func whileReadingOnlyASpinnerAndTheEmptyForm() {
    #expect(
      presenter.present(state(nil))
        == SettingsViewModel(
          loadingLabel: "Loading settings…", showOnboarding: nil, showAvatars: nil, tokenDraft: "",
          tokenStatus: "Saved token: not set", tokenError: nil, savingToken: false, canForget: false, alert: nil))
  }

  @Test(arguments: [
    (false, false, "Saved token: not set"), (true, false, "Saved token: set"),
    (false, true, "Saved token: not set (GITHUB_TOKEN from the environment is used)"),
    (true, true, "Saved token: set (GITHUB_TOKEN from the environment is used)"),
  ])
  func theStatusSaysWhetherATokenIsSavedAndThatTheEnvironmentWins(saved: Bool, environment: Bool, status: String) {
    let settings = SavedSettings(
      showOnboarding: true, showAvatars: false, tokenSaved: saved, environmentToken: environment)
    let model = presenter.present(state(settings))
    #expect(model.tokenStatus == status)
    #expect(model.canForget == saved)
    #expect(model.showOnboarding == true && model.showAvatars == false && model.loadingLabel == nil)
  }

  @Test func whileSavingNothingCanBeForgottenAndAProblemIsWorded() {
    var saved = SavedSettings.fresh
    saved.tokenSaved = true
    #expect(presenter.present(state(saved) { $0.savingToken = true }).canForget == false)
    #expect(presenter.present(state(saved) { $0.tokenProblem = .empty }).tokenError == "Type a token to save it")
    #expect(
      presenter.present(state(saved) { $0.tokenProblem = .notPrintableASCII }).tokenError
        == "A token is printable ASCII without spaces")
  }

  @Test func aFailureIsAnAlertAndNoSpinner() {
    let model = presenter.present(state(nil) { $0.failure = .storage("locked") })
    #expect(model.alert == Alert(title: "Error", message: "The settings could not be read or saved: locked"))
    #expect(model.loadingLabel == nil)
  }
}
