/// The module's side of the frontend: renders a view model as view nodes and
/// turns the frontend's actions back into the user's intents. It knows the
/// node vocabulary and owns the action names (the wire words), never the wire.
public protocol ViewAdapter {
  associatedtype ViewModel
  associatedtype Intent
  func render(_ model: ViewModel) -> ViewNode
  /// The intent an action stands for, or why the view does not take it now.
  func intent(for action: ActionName, value: ActionValue?, in model: ViewModel) throws(ActionError) -> Intent
}
