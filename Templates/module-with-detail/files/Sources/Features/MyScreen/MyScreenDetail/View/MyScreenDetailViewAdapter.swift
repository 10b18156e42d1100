import ViperKit

/// Renders the item's status, the toggle (disabled while it cannot act),
/// `Back` and the alert; turns their actions back into intents.
public struct MyScreenDetailViewAdapter: ViewAdapter {
  /// The wire words.
  public enum Action {
    public static let toggle: ActionName = "toggle"
    public static let back: ActionName = "back"
    public static let dismiss: ActionName = "dismiss"
  }

  public init() {}

  public func render(_ model: MyScreenDetailViewModel) -> ViewNode {
    var children: [ViewNode] = [
      .text(model.status),
      .button(action: Action.toggle, title: model.toggleTitle, enabled: model.canToggle),
      .button(action: Action.back, title: model.backTitle),
    ]
    if let alert = model.alert {
      children.append(.alert(alert, actions: [NodeAction(action: Action.dismiss, title: model.dismissTitle)]))
    }
    return .screen(title: model.title, children: children)
  }

  public func intent(for action: ActionName, value: ActionValue?, in model: MyScreenDetailViewModel)
    throws(ActionError) -> MyScreenDetailIntent
  {
    switch action {
    case Action.toggle:
      guard model.canToggle else { throw .unavailable(action, "the item is loading or being saved") }
      return .toggleTapped
    case Action.back:
      return .backTapped
    case Action.dismiss:
      guard model.alert != nil else { throw .unavailable(action, "no alert is showing") }
      return .alertDismissed
    default:
      throw .unknownAction(action)
    }
  }
}
