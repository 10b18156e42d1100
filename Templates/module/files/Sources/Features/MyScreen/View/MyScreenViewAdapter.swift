import ViperKit

/// Renders the count, the add and save buttons, the saved count, `Done`,
/// and the alert; turns their actions back into intents, refusing what the
/// screen cannot do now.
public struct MyScreenViewAdapter: ViewAdapter {
  /// The wire words.
  public enum Action {
    public static let add: ActionName = "add"
    public static let save: ActionName = "save"
    public static let done: ActionName = "done"
    public static let dismiss: ActionName = "dismiss"
  }

  public init() {}

  public func render(_ model: MyScreenViewModel) -> ViewNode {
    var children: [ViewNode] = [
      .text(model.countText),
      .button(action: Action.add, title: model.addTitle, enabled: !model.isLoading),
      .button(action: Action.save, title: model.saveTitle, enabled: !model.isLoading && !model.isSaving),
      .text(model.savedText),
      .button(action: Action.done, title: model.doneTitle),
    ]
    if let alert = model.alert {
      children.append(.alert(alert, actions: [NodeAction(action: Action.dismiss, title: model.dismissTitle)]))
    }
    return .screen(title: model.title, children: children)
  }

  public func intent(for action: ActionName, value: ActionValue?, in model: MyScreenViewModel) throws(ActionError)
    -> MyScreenIntent
  {
    switch action {
    case Action.add:
      guard !model.isLoading else { throw .unavailable(action, "the saved count is still loading") }
      return .addTapped
    case Action.save:
      guard !model.isLoading else { throw .unavailable(action, "the saved count is still loading") }
      guard !model.isSaving else { throw .unavailable(action, "the count is being saved") }
      return .saveTapped
    case Action.done:
      return .doneTapped
    case Action.dismiss:
      guard model.alert != nil else { throw .unavailable(action, "no alert is showing") }
      return .alertDismissed
    default:
      throw .unknownAction(action)
    }
  }
}
