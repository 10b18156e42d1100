import ViperKit

/// Home is one list: selecting a row (value: its key, the module name) opens it.
public struct HomeViewAdapter: ViewAdapter {
  public static let openAction: ActionName = "open"

  public init() {}

  public func render(_ model: HomeViewModel) -> ViewNode {
    if let message = model.emptyMessage {
      return .screen(title: model.title, children: [.text(message)])
    }
    let items = ListRows(model.rows.map { ListItem(key: $0.key, title: $0.title) })
    return .screen(title: model.title, children: [.list(action: Self.openAction, items: items)])
  }

  public func intent(for action: ActionName, value: ActionValue?, in model: HomeViewModel) throws(ActionError)
    -> HomeInteractor.Event
  {
    guard action == Self.openAction else { throw .unknownAction(action) }
    let key = try value.key(for: action)
    guard model.rows.contains(where: { $0.key == key }) else {
      throw .invalidValue(action, "no row with key \"\(key)\"")
    }
    return .entrySelected(ModuleName(key))
  }
}
