import ViperKit

/// Home is one list: selecting a row (value: its key, the module name) opens it.
public struct HomeViewAdapter: ViewAdapter {
  /// The wire names of the actions this screen offers.
  public enum Action {
    /// The list: its value is the key of the row selected.
    public static let open: ActionName = "open"
  }

  public init() {}

  public func render(_ model: HomeViewModel) -> ViewNode {
    if let message = model.emptyMessage {
      return .screen(title: model.title, children: [.text(message)])
    }
    let items = ListRows(model.rows.map { ListItem(key: $0.key, title: $0.title) })
    return .screen(title: model.title, children: [.list(action: Action.open, items: items)])
  }

  public func intent(for action: ActionName, value: ActionValue?, in model: HomeViewModel) throws(ActionError)
    -> HomeIntent
  {
    guard action == Action.open else { throw .unknownAction(action) }
    let key = try value.key(for: action)
    guard model.rows.contains(where: { $0.key == key }) else {
      throw .invalidValue(action, "no row with key \"\(key)\"")
    }
    return .rowSelected(ModuleName(key))
  }
}
