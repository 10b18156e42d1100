import ViperKit

/// A picker "How many people?" (1 … N), the `Roulette` button, a spinner
/// while downloading, and on failure an alert offering `Retry`.
public struct RouletteViewAdapter: ViewAdapter {
  public init() {}

  public func render(_ model: RouletteViewModel) -> ViewNode {
    var children: [ViewNode] = []
    if let label = model.loadingLabel { children.append(.spinner(label: label)) }
    children.append(
      .picker(
        action: "count", label: model.pickerLabel,
        options: model.counts.map { PickerOption(key: String($0), title: String($0)) },
        selected: model.chosenCount.map(String.init)))
    children.append(.button(action: "roulette", title: "Roulette", enabled: model.rouletteEnabled))
    if let alert = model.alert {
      children.append(
        .alert(
          title: alert.title, message: alert.message,
          actions: [AlertAction(action: "retry", title: "Retry"), AlertAction(action: "dismiss", title: "OK")]))
    }
    return .screen(title: model.title, children: children)
  }

  public func intent(for action: ActionName, value: ActionValue?, in model: RouletteViewModel) throws(ActionError)
    -> RouletteEvent
  {
    switch action {
    case "count":
      guard let count = Int(try value.key(for: action)) else {
        throw .invalidValue(action, "expected a number of people")
      }
      guard !model.counts.isEmpty else { throw .unavailable(action, "no people are cached yet") }
      return .countChosen(count)  // the interactor clamps it
    case "roulette":
      guard model.rouletteEnabled else { throw .unavailable(action, "no people are cached yet") }
      return .roulettePressed
    case "retry", "dismiss":
      guard model.alert != nil else { throw .unavailable(action, "no alert is showing") }
      return action == "retry" ? .retryPressed : .alertDismissed
    default: throw .unknownAction(action)
    }
  }
}
