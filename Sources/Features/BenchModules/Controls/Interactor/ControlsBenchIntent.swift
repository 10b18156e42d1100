/// What the user did on `bench-controls`.
public enum ControlsBenchIntent: Hashable, Sendable {
  case sizeChosen(String?)
  case tagsChosen([String])
  case dueEdited(String)
  case timeEdited(String)
  case doneFlipped(row: String, on: Bool)
  case rowOpened(String)
  case deleteTapped(row: String)
  case clearDoneTapped
  /// The alert's destructive choice: what it asked about is done.
  case confirmed
  /// The alert's cancel choice: nothing changes.
  case kept
  case addTapped
  case submitted
}
