import ViperKit

/// The avatar (labelled with the login), the profile's details, `Refresh`, and the alert with a `Back`
/// action that recovers.
public struct UserViewAdapter: ViewAdapter {
  /// The wire words.
  public enum Action {
    public static let refresh: ActionName = "refresh"
    public static let recover: ActionName = "recover"
  }

  public init() {}

  public func render(_ model: UserViewModel) -> ViewNode {
    var children: [ViewNode] = [.image(.url(model.avatarURL, label: model.avatarLabel))]
    if let details = model.details, !details.isEmpty { children.append(.text(details)) }
    children.append(.button(action: Action.refresh, title: model.refreshLabel, enabled: model.refreshEnabled))
    if let alert = model.alert {
      children.append(.alert(alert, actions: [NodeAction(action: Action.recover, title: model.dismissLabel)]))
    }
    return .screen(title: model.title, children: children)
  }

  public func intent(for action: ActionName, value: ActionValue?, in model: UserViewModel) throws(ActionError)
    -> UserIntent
  {
    switch action {
    case Action.refresh:
      guard model.refreshEnabled else { throw .unavailable(action, "the profile is being fetched") }
      return .refreshTapped
    case Action.recover:
      guard model.alert != nil else { throw .unavailable(action, "no error is showing") }
      return .alertDismissed
    default: throw .unknownAction(action)
    }
  }
}
