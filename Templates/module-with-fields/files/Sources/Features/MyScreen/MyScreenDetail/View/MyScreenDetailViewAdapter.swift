import ViperKit

/// A toolbar (Edit; Delete, destructive), a text per field, and one alert:
/// a failure, else the question before deleting (Keep, cancel; Delete,
/// destructive). It owns the wire words.
public struct MyScreenDetailViewAdapter: ViewAdapter {
  public enum Action {
    public static let edit: ActionName = "edit"
    public static let delete: ActionName = "delete"
    public static let keep: ActionName = "keep"
    public static let confirm: ActionName = "confirm"
    public static let dismiss: ActionName = "dismiss"
  }

  public init() {}

  public func render(_ model: MyScreenDetailViewModel) -> ViewNode {
    var children: [ViewNode] = [
      .toolbar([
        NodeAction(action: Action.edit, title: model.editTitle, enabled: model.actionsEnabled),
        NodeAction(
          action: Action.delete, title: model.deleteTitle, enabled: model.actionsEnabled, role: .destructive),
      ])
    ]
    if let text = model.loadingText { children.append(.text(text)) }
    children += model.lines.map { ViewNode.text($0) }
    if let alert = model.alert {
      children.append(.alert(alert, actions: [NodeAction(action: Action.dismiss, title: model.dismissTitle)]))
    } else if let question = model.confirmation {
      children.append(question.node(keep: Action.keep, confirm: Action.confirm))
    }
    return .screen(title: model.title, children: children)
  }

  public func intent(for action: ActionName, value: ActionValue?, in model: MyScreenDetailViewModel)
    throws(ActionError) -> MyScreenDetailIntent
  {
    let showing: [ActionName] =
      model.alert != nil ? [Action.dismiss] : model.confirmation != nil ? [Action.keep, Action.confirm] : []
    try ModalAnswers.check(action, showing: showing, answers: [Action.dismiss, Action.keep, Action.confirm])
    switch action {
    case Action.edit, Action.delete:
      guard model.actionsEnabled else { throw .unavailable(action, "the item is not read yet, or being deleted") }
      return action == Action.edit ? .editTapped : .deleteTapped
    case Action.keep, Action.confirm, Action.dismiss:
      return action == Action.keep ? .keepTapped : action == Action.confirm ? .confirmTapped : .alertDismissed
    default: throw .unknownAction(action)
    }
  }
}
