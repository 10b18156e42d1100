/// The module's side of the frontend: renders a view model as view nodes and
/// turns the frontend's actions back into the user's intents. It knows the
/// node vocabulary and owns the action names (the wire words), never the wire.
public protocol ViewAdapter {
  associatedtype ViewModel
  associatedtype Intent
  func render(_ model: ViewModel) -> ViewNode
  /// The intent an action stands for, or why the view does not take it now.
  func intent(for action: ActionName, value: ActionValue?, in model: ViewModel) throws(ActionError) -> Intent
  /// The intent an edit of an input stands for (PROTOCOL.md §6, "Input").
  func intent(for edit: InputEdit, in model: ViewModel) throws(ActionError) -> Intent
  /// The intent a request for rows of the windowed list `list` stands for (PROTOCOL.md §6, "Lists of any size").
  func intent(forRowsOf list: ActionName, _ request: WindowRequest, in model: ViewModel) throws(ActionError)
    -> Intent
}

extension ViewAdapter {
  /// A view without inputs takes no edits.
  public func intent(for edit: InputEdit, in model: ViewModel) throws(ActionError) -> Intent {
    throw .unknownAction(ActionName(edit.key.rawValue))
  }

  /// A view without a windowed list takes no requests for rows.
  public func intent(forRowsOf list: ActionName, _ request: WindowRequest, in model: ViewModel) throws(ActionError)
    -> Intent
  {
    throw .unknownAction(list)
  }
}
