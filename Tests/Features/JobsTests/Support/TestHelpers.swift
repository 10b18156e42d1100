import ViperKit

extension Navigation {
  /// The destination of a push, or nil for any other navigation.
  var pushed: Destination? {
    if case .push(let destination) = self { return destination }
    return nil
  }
}

extension ActionError {
  /// Offered by the view, but not now (-32602 `action_unavailable`).
  var isUnavailable: Bool {
    if case .unavailable = self { return true }
    return false
  }
}

extension ViewNode {
  /// The rows of the view's first list.
  var listItems: [ListItem] {
    for case .list(_, let items) in children { return Array(items) }
    return []
  }

  /// The view's alert, if it shows one.
  var alert: ViewNode? {
    firstNode {
      if case .alert = $0 { return true }
      return false
    }
  }
}
