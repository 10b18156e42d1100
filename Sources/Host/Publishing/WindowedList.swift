import ViperKit

/// Finding a view's windowed lists (PROTOCOL.md §6, "Lists of any size"):
/// the rows `view/rows` checks its keys against, and the actions of the
/// readable fallback's More and Earlier buttons (rule 8), which any
/// frontend may press.
enum WindowedList {
  /// The rows held by the list with `action` that has a window; nil when the view has none.
  static func rows(of action: ActionName, in tree: ViewNode) -> ListRows? {
    switch tree {
    case .list(let list):
      return list.action == action && list.window != nil ? list.items : nil
    default:
      for child in tree.children {
        if let found = rows(of: action, in: child) { return found }
      }
      return nil
    }
  }

  /// The fallback's buttons: `{list}.more` and `{list}.earlier`.
  static func moreAction(of list: ActionName) -> ActionName { ActionName(list.rawValue + moreSuffix) }
  static func earlierAction(of list: ActionName) -> ActionName { ActionName(list.rawValue + earlierSuffix) }
  private static let moreSuffix = ".more"
  private static let earlierSuffix = ".earlier"

  /// The list and the request a fallback button's action stands for, when
  /// `action` is one and `tree` has that windowed list.
  static func fallbackRequest(_ action: ActionName, in tree: ViewNode) -> (ActionName, WindowRequest)? {
    let name = action.rawValue
    let place: WindowRequest.Place
    let list: ActionName
    if name.hasSuffix(moreSuffix) {
      place = .appendNext
      list = ActionName(String(name.dropLast(moreSuffix.count)))
    } else if name.hasSuffix(earlierSuffix) {
      place = .prependPrevious
      list = ActionName(String(name.dropLast(earlierSuffix.count)))
    } else {
      return nil
    }
    guard rows(of: list, in: tree) != nil else { return nil }
    return (list, WindowRequest(place, count: WindowSize.page))
  }
}
