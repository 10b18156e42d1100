import ViperKit

/// Title: the login, `Loading...` while fetching, `Error` after a failure
/// (with the failure as an alert `Error` with `Back`); the profile's name,
/// public repositories and followers, those that are known, a line each.
public struct UserPresenter: Presenter {
  public init() {}

  public func present(_ state: UserInteractor) -> UserViewModel {
    let title: String
    var alert: Alert?
    switch state.phase {
    case .shown: title = state.stargazer.login.rawValue
    case .fetching: title = "Loading..."
    case .failed(let failure):
      title = "Error"
      alert = failure.alert
    }
    let details = state.profile.map { profile in
      [
        profile.name,
        profile.publicRepos.map { "\($0) public repositories" },
        profile.followers.map { "\($0) followers" },
      ].compactMap { $0 }.joined(separator: "\n")
    }
    return UserViewModel(
      title: title, avatarURL: state.stargazer.avatarURL.rawValue, avatarLabel: state.stargazer.login.rawValue,
      details: details, refreshLabel: "Refresh",
      refreshEnabled: state.phase != .fetching, alert: alert, dismissLabel: "Back")
  }
}
