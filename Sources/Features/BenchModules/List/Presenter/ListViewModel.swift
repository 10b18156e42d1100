import ViperKit

/// What the list shows: its title and each row's touch count. The rows stay
/// a `PersistentVector` (shared with the interactor, never copied) so the
/// adapter's memo formats only the rows that changed.
public struct ListViewModel: Equatable, Sendable {
  public var title: String
  public var touches: PersistentVector<Int>
  /// A windowed list's rows shown and its window; nil: every row is shown.
  public var window: (range: Range<Int>, window: ListWindow)?

  public init(title: String, touches: PersistentVector<Int>, window: (range: Range<Int>, window: ListWindow)? = nil) {
    self.title = title
    self.touches = touches
    self.window = window
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.touches == rhs.touches && lhs.window?.range == rhs.window?.range
      && lhs.window?.window == rhs.window?.window
  }
}
