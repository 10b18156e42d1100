import ViperKit

/// What the user does on the list.
public enum ListIntent: Equatable, Sendable {
  /// A row, by its index.
  case rowTouched(Int)
  /// The frontend asks for other rows of a windowed list.
  case rowsRequested(WindowRequest)
}
