import ViperKit

public struct UserViewAdapter: ViewAdapter {
  public init() {}

  public func render(_ model: UserViewModel) -> ViewNode {
    var children: [ViewNode] = [.image(.url(model.avatarURL))]
    if let details = model.details, !details.isEmpty { children.append(.text(details)) }
    children.append(.button(action: "refresh", title: "Refresh", enabled: model.refreshEnabled))
    if let reason = model.errorReason {
      children.append(.alert(title: "Error", message: reason, actions: [AlertAction(action: "recover", title: "Back")]))
    }
    return .screen(title: model.title, children: children)
  }

  public func intent(for action: ActionName, value: ActionValue?, in model: UserViewModel) throws(ActionError)
    -> StargazersEvent
  {
    switch action {
    case "refresh":
      guard model.refreshEnabled else { throw .unavailable(action, "the profile is being fetched") }
      return .refreshRequested
    case "recover":
      guard model.errorReason != nil else { throw .unavailable(action, "no error is showing") }
      return .recoverRequested
    default: throw .unknownAction(action)
    }
  }
}
