import ViperKit

/// What the list shows: its title and each row's touch count. The rows stay
/// a `PersistentVector` (shared with the interactor, never copied) so the
/// adapter's memo formats only the rows that changed.
public struct ListViewModel: Equatable, Sendable {
  public var title: String
  public var touches: PersistentVector<Int>

  public init(title: String, touches: PersistentVector<Int>) {
    self.title = title
    self.touches = touches
  }
}
