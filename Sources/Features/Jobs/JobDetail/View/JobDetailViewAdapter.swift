import ViperKit

public struct JobDetailViewAdapter: ViewAdapter {
  public init() {}

  public func render(_ model: JobDetailViewModel) -> ViewNode {
    var children: [ViewNode] = [
      .text(model.status),
      .button(action: ActionName(model.toggleAction), title: model.toggleTitle, enabled: model.toggleEnabled),
    ]
    if let alert = model.alert {
      children.append(
        .alert(title: alert.title, message: alert.message, actions: [AlertAction(action: "dismiss", title: "OK")]))
    }
    return .screen(title: model.title, children: children)
  }

  /// `apply` and `withdraw` act on this screen's job: they take no value.
  public func intent(for action: ActionName, value: ActionValue?, in model: JobDetailViewModel) throws(ActionError)
    -> JobsEvent
  {
    switch action {
    case "dismiss":
      guard model.alert != nil else { throw .unavailable(action, "no alert is showing") }
      return .alertDismissed
    case "apply", "withdraw":
      guard model.toggleEnabled else { throw .unavailable(action, "the application is being saved") }
      guard action.rawValue == model.toggleAction else {
        throw .unavailable(action, "the button reads \"\(model.toggleTitle)\" now")
      }
      return action == "apply" ? .apply(model.jobID) : .withdraw(model.jobID)
    default: throw .unknownAction(action)
    }
  }
}
