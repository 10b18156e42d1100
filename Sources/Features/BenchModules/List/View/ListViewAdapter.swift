import ViperKit

/// One list, `touch` (value: the row's index as its key).
public struct ListViewAdapter: ViewAdapter {
  /// The wire names of the actions this screen offers.
  public enum Action {
    public static let touch: ActionName = "touch"
  }

  /// Formats only the rows that changed since the last render.
  private let memo = RowMemo<Int>()

  public init() {}

  public func render(_ model: ListViewModel) -> ViewNode {
    if let (range, window) = model.window {
      // A window: only its rows are formatted, whatever the list holds.
      let items = range.map { index in
        ListItem(
          key: String(index), title: ListPresenter.rowTitle(index),
          subtitle: ListPresenter.rowSubtitle(touches: model.touches[index]))
      }
      return .screen(
        title: model.title, children: [.list(action: Action.touch, items: ListRows(items), window: window)])
    }
    return .screen(
      title: model.title,
      children: [
        .list(
          action: Action.touch,
          items: memo.items(for: model.touches) { index, count in
            ListItem(
              key: String(index), title: ListPresenter.rowTitle(index),
              subtitle: ListPresenter.rowSubtitle(touches: count))
          })
      ])
  }

  public func intent(for action: ActionName, value: ActionValue?, in model: ListViewModel) throws(ActionError)
    -> ListIntent
  {
    guard action == Action.touch else { throw .unknownAction(action) }
    guard let row = Int(try value.key(for: action)), model.touches.indices.contains(row) else {
      throw .invalidValue(action, "no such row")
    }
    return .rowTouched(row)
  }

  public func intent(forRowsOf list: ActionName, _ request: WindowRequest, in model: ListViewModel)
    throws(ActionError) -> ListIntent
  {
    guard list == Action.touch, model.window != nil else { throw .unknownAction(list) }
    return .rowsRequested(request)
  }
}
