/// What the user does on the form (only the view adapter makes these).
public enum MyPartIntent: Hashable, Sendable {
  /// `left`: focus left the field (its problem may show from then on).
  case titleEdited(String, left: Bool)
  case notesEdited(String)
  case secretEdited(String)
  case saveTapped
  case cancelTapped
}
