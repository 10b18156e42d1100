import ViperKit

/// A picker "How many people?" (1 … N), the `Roulette` button, a spinner
/// while downloading, and on failure an alert offering `Retry`.
public struct RouletteViewAdapter: ViewAdapter {
  /// The roulette's wire words.
  public enum Action {
    /// The picker; its value is the count.
    public static let count: ActionName = "count"
    public static let roulette: ActionName = "roulette"
    public static let retry: ActionName = "retry"
    public static let dismiss: ActionName = "dismiss"
  }

  public init() {}

  public func render(_ model: RouletteViewModel) -> ViewNode {
    var children: [ViewNode] = []
    if let label = model.loadingLabel { children.append(.spinner(label: label)) }
    children.append(
      .picker(
        action: Action.count, label: model.pickerLabel,
        options: model.counts.map { ChoiceOption(key: String($0), title: String($0)) },
        selected: model.chosenCount.map(String.init)))
    children.append(.button(action: Action.roulette, title: model.rouletteTitle, enabled: model.rouletteEnabled))
    if let alert = model.alert {
      children.append(
        .alert(
          alert,
          actions: [
            NodeAction(action: Action.retry, title: model.retryTitle),
            NodeAction(action: Action.dismiss, title: model.dismissTitle),
          ]))
    }
    return .screen(title: model.title, children: children)
  }

  public func intent(for action: ActionName, value: ActionValue?, in model: RouletteViewModel) throws(ActionError)
    -> RouletteIntent
  {
    switch action {
    case Action.count:
      guard let count = Int(try value.key(for: action)) else {
        throw .invalidValue(action, "expected a number of people")
      }
      guard !model.counts.isEmpty else { throw .unavailable(action, "no people are cached yet") }
      return .countChosen(count)  // the interactor clamps it
    case Action.roulette:
      guard model.rouletteEnabled else { throw .unavailable(action, "no people are cached yet") }
      return .rouletteTapped
    case Action.retry, Action.dismiss:
      guard model.alert != nil else { throw .unavailable(action, "no alert is showing") }
      return action == Action.retry ? .retryTapped : .alertDismissed
    default: throw .unknownAction(action)
    }
  }
}
