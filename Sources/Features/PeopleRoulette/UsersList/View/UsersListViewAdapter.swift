import ViperKit

/// A list of the picked people; a row's key is the user's id.
public struct UsersListViewAdapter: ViewAdapter {
  /// The users list's wire words.
  public enum Action {
    /// A row; its value is the row's key.
    public static let select: ActionName = "select"
  }

  public init() {}

  public func render(_ model: UsersListViewModel) -> ViewNode {
    .screen(
      title: model.title,
      children: [
        .list(
          action: Action.select,
          items: ListRows(
            model.cells.map {
              ListItem(key: $0.key, title: $0.name, subtitle: $0.company.isEmpty ? nil : $0.company)
            }), window: model.window)
      ])
  }

  public func intent(for action: ActionName, value: ActionValue?, in model: UsersListViewModel) throws(ActionError)
    -> UsersListIntent
  {
    guard action == Action.select else { throw .unknownAction(action) }
    let key = try value.key(for: action)
    guard let id = Int(key), model.cells.contains(where: { $0.key == key }) else {
      throw .invalidValue(action, "no user with key \"\(key)\"")
    }
    return .rowSelected(UserID(id))
  }

  public func intent(forRowsOf list: ActionName, _ request: WindowRequest, in model: UsersListViewModel)
    throws(ActionError) -> UsersListIntent
  {
    guard list == Action.select else { throw .unknownAction(list) }
    return .rowsRequested(request)
  }
}
