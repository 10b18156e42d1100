import ViperKit

public struct UsersListViewAdapter: ViewAdapter {
  public init() {}

  public func render(_ model: UsersListViewModel) -> ViewNode {
    .screen(
      title: model.title,
      children: [
        .list(
          action: "select",
          items: ListRows(
            model.cells.map {
              ListItem(key: $0.key, title: $0.name, subtitle: $0.company.isEmpty ? nil : $0.company)
            }))
      ])
  }

  public func intent(for action: ActionName, value: ActionValue?, in model: UsersListViewModel) throws(ActionError)
    -> UsersListInteractor.Event
  {
    guard action == "select" else { throw .unknownAction(action) }
    let key = try value.key(for: action)
    guard let id = Int(key), model.cells.contains(where: { $0.key == key }) else {
      throw .invalidValue(action, "no user with key \"\(key)\"")
    }
    return .selected(UserID(id))
  }
}
