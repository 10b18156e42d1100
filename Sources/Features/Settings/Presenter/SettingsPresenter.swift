import ViperKit

/// Words the settings: the token's status (never its text), why a typed
/// token cannot be saved, and the failure.
public struct SettingsPresenter: Presenter {
  static let environmentWins = " (GITHUB_TOKEN from the environment is used)"

  public init() {}

  public func present(_ state: SettingsInteractor) -> SettingsViewModel {
    let saved = state.saved
    var status = "Saved token: " + (saved?.tokenSaved == true ? "set" : "not set")
    if saved?.environmentToken == true { status += Self.environmentWins }
    return SettingsViewModel(
      loadingLabel: saved == nil && state.failure == nil ? "Loading settings…" : nil,
      showOnboarding: saved?.showOnboarding, showAvatars: saved?.showAvatars, tokenDraft: state.tokenDraft,
      tokenStatus: status, tokenError: state.tokenProblem.map(Self.words), savingToken: state.savingToken,
      canForget: saved?.tokenSaved == true && !state.savingToken, alert: state.failure?.alert)
  }

  static func words(_ problem: TokenProblem) -> String {
    switch problem {
    case .empty: "Type a token to save it"
    case .notPrintableASCII: "A token is printable ASCII without spaces"
    }
  }
}
