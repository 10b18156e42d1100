import ViperKit

/// What the user does on the list. Only `TodoListViewAdapter` makes these.
public enum TodoListIntent: Hashable, Sendable {
  case addTapped
  case rowOpened(TodoID)
  /// The frontend asks for other rows of the list (a scroll, a jump, More).
  case rowsRequested(WindowRequest)
  /// A row's checkbox: the to-do is done, or not.
  case doneFlipped(TodoID, on: Bool)
  case hideDoneFlipped(Bool)
  /// A row's Delete: asks first.
  case deleteTapped(TodoID)
  /// The toolbar's Clear done: asks first.
  case clearDoneTapped
  /// The confirmation's Keep.
  case keepTapped
  /// The confirmation's Delete.
  case confirmTapped
  case alertDismissed
}
