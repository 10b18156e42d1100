import ViperKit

/// The count and one button, `increment`.
public struct CounterViewAdapter: ViewAdapter {
  /// The wire names of the actions this screen offers.
  public enum Action {
    public static let increment: ActionName = "increment"
  }

  public init() {}

  public func render(_ model: CounterViewModel) -> ViewNode {
    .screen(
      title: model.title,
      children: [.text(model.countText), .button(action: Action.increment, title: model.incrementTitle)])
  }

  public func intent(for action: ActionName, value: ActionValue?, in model: CounterViewModel) throws(ActionError)
    -> CounterIntent
  {
    guard action == Action.increment else { throw .unknownAction(action) }
    return .incrementTapped
  }
}
