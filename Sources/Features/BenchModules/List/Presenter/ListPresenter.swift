import ViperKit

/// The list's words. A row's words are functions the adapter calls for
/// the rows that changed only: formatting every row on each render would
/// cost the whole list instead of the change.
public struct ListPresenter: Presenter {
  public static let title = "Rows"

  public init() {}

  public func present(_ state: ListInteractor) -> ListViewModel {
    ListViewModel(
      title: Self.title, touches: state.touches, window: state.window.map { $0.place(in: state.rows) })
  }

  /// The title of row `index`.
  public static func rowTitle(_ index: Int) -> String { "Row \(index)" }

  /// The subtitle of a row touched `count` times.
  public static func rowSubtitle(touches count: Int) -> String { "touched \(count) times" }
}
