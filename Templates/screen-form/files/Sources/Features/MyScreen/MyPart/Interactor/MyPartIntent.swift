/// What the user does on the form (only the view adapter makes these).
public enum MyPartIntent: Hashable, Sendable {
  /// A field's text; `left`: focus left it (its problem may show from then on).
  case edited(MyPartInteractor.Field, text: String, left: Bool)
  case saveTapped
  case cancelTapped
}
