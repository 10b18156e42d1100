import ViperKit

public struct UserViewModel: Equatable, Sendable {
  public var title: String
  public var avatarURL: String
  public var details: String?
  public var refreshEnabled: Bool
  public var errorReason: String?
}

/// Title: the login, `Loading...` while fetching, `Error` after a failure.
public struct UserPresenter: Presenter {
  public init() {}

  public func present(_ state: UserState) -> UserViewModel {
    let title: String
    var reason: String?
    switch state.phase {
    case .shown: title = state.stargazer.login.rawValue
    case .fetching: title = "Loading..."
    case .failed(let error):
      title = "Error"
      reason = error.description
    }
    let details = state.profile.map { profile in
      [
        profile.name,
        profile.publicRepos.map { "\($0) public repositories" },
        profile.followers.map { "\($0) followers" },
      ].compactMap { $0 }.joined(separator: "\n")
    }
    return UserViewModel(
      title: title, avatarURL: state.stargazer.avatarURL.rawValue, details: details,
      refreshEnabled: state.phase != .fetching, errorReason: reason)
  }
}
