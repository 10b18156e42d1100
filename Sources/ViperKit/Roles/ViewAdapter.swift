/// The module's side of the frontend: renders a view model as view nodes and
/// turns the frontend's actions back into interactor events. It knows the
/// node vocabulary, never the wire.
public protocol ViewAdapter {
  associatedtype ViewModel
  associatedtype Event
  func render(_ model: ViewModel) -> ViewNode
  func event(for action: ActionName, value: ActionValue?, in model: ViewModel) throws(ActionError) -> Event
}
