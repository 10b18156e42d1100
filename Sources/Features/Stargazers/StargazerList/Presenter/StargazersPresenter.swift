import ViperKit

/// Title `owner/name`; a row per stargazer: the login, the avatar (an image
/// labelled with the login; none when avatars are turned off) and, for a login that is not a valid GitHub
/// login, the subtitle that it cannot be opened;
/// a spinner while fetching; the failure as an alert `Error` with `Back`.
public struct StargazersPresenter: Presenter {
  static let cannotOpen = "Cannot be opened: not a valid GitHub login"

  /// Whether rows show their avatars (settings' "Show avatars in lists").
  private let showsAvatars: Bool

  public init(showsAvatars: Bool = true) { self.showsAvatars = showsAvatars }

  public func present(_ state: StargazersInteractor) -> StargazersViewModel {
    var alert: Alert?
    if case .fetched(_, let failure?) = state.phase { alert = failure.alert }
    let (shown, window) = state.window.place(in: state.keys, more: !state.reachedEnd)
    return StargazersViewModel(
      title: state.repository.description,
      rows: state.elements[shown].map {
        .init(
          key: String($0.id.rawValue), login: $0.login.rawValue, avatarURL: showsAvatars ? $0.avatarURL.rawValue : nil,
          subtitle: $0.canOpen ? nil : Self.cannotOpen, canOpen: $0.canOpen)
      },
      window: window,
      isFetching: state.isFetching,
      loadingLabel: state.isFetching ? "Loading stargazers…" : nil,
      nextPageLabel: "Next page",
      refreshLabel: "Refresh",
      commandsEnabled: !state.isFetching,
      alert: alert,
      dismissLabel: "Back")
  }
}
