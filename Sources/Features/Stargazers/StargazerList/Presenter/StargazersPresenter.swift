import ViperKit

public struct StargazersViewModel: Equatable, Sendable {
  public struct Row: Equatable, Sendable {
    public var key: String
    public var login: String
    public var avatarURL: String
    /// False for a login no request may carry: the row shows, but cannot be opened.
    public var canOpen: Bool
  }

  public var title: String
  public var rows: [Row]
  public var isFetching: Bool
  public var commandsEnabled: Bool
  /// The alert's reason, when the last fetch failed.
  public var errorReason: String?
}

/// Title `owner/name`; a row per stargazer: the login and the avatar URL.
public struct StargazersPresenter: Presenter {
  public init() {}

  public func present(_ state: StargazersState) -> StargazersViewModel {
    var reason: String?
    if case .fetched(_, let error?) = state.phase { reason = error.description }
    return StargazersViewModel(
      title: state.repository.description,
      rows: state.elements.map {
        .init(
          key: String($0.id.rawValue), login: $0.login.rawValue, avatarURL: $0.avatarURL.rawValue, canOpen: $0.canOpen)
      },
      isFetching: state.isFetching,
      commandsEnabled: !state.isFetching,
      errorReason: reason)
  }
}
