import ViperKit

/// The detail: a status line, the toggle button, an alert on errors. Its
/// actions act on the screen's own job: they take no value.
public struct JobDetailViewAdapter: ViewAdapter {
  /// The wire words of this screen, used both to render and to read actions.
  public enum Action {
    public static let apply: ActionName = "apply"
    public static let withdraw: ActionName = "withdraw"
    public static let dismiss: ActionName = "dismiss"
  }

  public init() {}

  public func render(_ model: JobDetailViewModel) -> ViewNode {
    var children: [ViewNode] = [
      .text(model.status),
      .button(action: Self.action(for: model.toggle.act), title: model.toggle.title, enabled: model.toggleEnabled),
    ]
    if let alert = model.alert {
      children.append(.alert(alert, actions: [NodeAction(action: Action.dismiss, title: model.dismissTitle)]))
    }
    return .screen(title: model.title, children: children)
  }

  public func intent(for action: ActionName, value: ActionValue?, in model: JobDetailViewModel) throws(ActionError)
    -> JobDetailIntent
  {
    switch action {
    case Action.dismiss:
      guard model.alert != nil else { throw .unavailable(action, "no alert is showing") }
      return .alertDismissed
    case Action.apply, Action.withdraw:
      guard model.toggleEnabled else { throw .unavailable(action, "the application is being saved") }
      guard Self.action(for: model.toggle.act) == action else {
        throw .unavailable(action, "the button reads \"\(model.toggle.title)\" now")
      }
      return action == Action.apply ? .applyTapped : .withdrawTapped
    default: throw .unknownAction(action)
    }
  }

  private static func action(for act: JobToggle.Act) -> ActionName {
    switch act {
    case .apply: Action.apply
    case .withdraw: Action.withdraw
    }
  }
}
