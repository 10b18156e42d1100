import ViperKit

/// One form with a control per field (`RecordField.node`: a text, number,
/// date or time field, a switch, a choice), Save, and Cancel under it. An
/// edit is bound to its field by its key (`RecordDraft.apply`): no switch
/// over keys to keep in step with the fields. It owns the wire words.
public struct MyScreenFormViewAdapter: ViewAdapter {
  public enum Action {
    public static let save: ActionName = "save"
    public static let cancel: ActionName = "cancel"
    public static let dismiss: ActionName = "dismiss"
  }
  public enum Key {
    public static let form: InputKey = "item"
  }

  public init() {}

  public func render(_ model: MyScreenFormViewModel) -> ViewNode {
    let controls = MyScreenFields.all.map { $0.node(in: model.draft, today: model.today, enabled: !model.pending) }
    let form = Form(
      key: Key.form, submit: FormSubmit(action: Action.save, title: model.saveTitle), pending: model.pending,
      message: model.message, children: controls)
    var children: [ViewNode] = [.form(form), .button(action: Action.cancel, title: model.cancelTitle)]
    if let alert = model.alert {
      children.append(.alert(alert, actions: [NodeAction(action: Action.dismiss, title: model.dismissTitle)]))
    }
    return .screen(title: model.title, children: children)
  }

  public func intent(for action: ActionName, value: ActionValue?, in model: MyScreenFormViewModel)
    throws(ActionError) -> MyScreenFormIntent
  {
    switch action {
    case Action.save:
      guard !model.pending else { throw .unavailable(action, "the item is being read or saved") }
      return .saveTapped
    case Action.cancel: return .cancelTapped
    case Action.dismiss:
      guard model.alert != nil else { throw .unavailable(action, "no alert is showing") }
      return .alertDismissed
    default: throw .unknownAction(action)
    }
  }

  /// An edit of a field: refused when no field has its key, or its value is not of the field's kind.
  public func intent(for edit: InputEdit, in model: MyScreenFormViewModel) throws(ActionError) -> MyScreenFormIntent {
    var checked = model.draft
    guard try checked.apply(edit, to: MyScreenFields.all) != nil else {
      throw .unknownAction(ActionName(edit.key.rawValue))
    }
    return .edited(edit)
  }
}
