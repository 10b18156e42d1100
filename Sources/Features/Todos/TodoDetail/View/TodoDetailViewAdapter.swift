import ViperKit

/// A toolbar with Delete (destructive), the to-do's fields as texts, and one
/// alert: a failure, else the question before deleting (Keep, cancel;
/// Delete, destructive). While an alert shows, only its answers are taken.
public struct TodoDetailViewAdapter: ViewAdapter {
  public enum Action {
    public static let delete: ActionName = "delete"
    public static let keep: ActionName = "keep"
    public static let confirm: ActionName = "confirm"
    public static let dismiss: ActionName = "dismiss"
  }

  public init() {}

  public func render(_ model: TodoDetailViewModel) -> ViewNode {
    var children: [ViewNode] = [
      .toolbar([
        NodeAction(action: Action.delete, title: model.deleteTitle, enabled: model.deleteEnabled, role: .destructive)
      ])
    ]
    if let label = model.loadingLabel { children.append(.spinner(label: label)) }
    children += model.lines.map(ViewNode.text)
    if let alert = model.alert {
      children.append(.alert(alert, actions: [NodeAction(action: Action.dismiss, title: model.dismissTitle)]))
    } else if let question = model.confirmation {
      children.append(question.node(keep: Action.keep, confirm: Action.confirm))
    }
    return .screen(title: model.title, children: children)
  }

  public func intent(for action: ActionName, value: ActionValue?, in model: TodoDetailViewModel) throws(ActionError)
    -> TodoDetailIntent
  {
    let showing: [ActionName] =
      model.alert != nil ? [Action.dismiss] : model.confirmation != nil ? [Action.keep, Action.confirm] : []
    try ModalAnswers.check(action, showing: showing, answers: [Action.dismiss, Action.keep, Action.confirm])
    switch action {
    case Action.delete:
      guard model.deleteEnabled else { throw .unavailable(action, "there is no to-do to delete now") }
      return .deleteTapped
    case Action.keep, Action.confirm, Action.dismiss:
      return action == Action.keep ? .keepTapped : action == Action.confirm ? .confirmTapped : .alertDismissed
    default: throw .unknownAction(action)
    }
  }
}
