import ViperKit

/// The counter's words.
public struct CounterPresenter: Presenter {
  public static let title = "Counter"
  public static let incrementTitle = "+1"

  public init() {}

  public func present(_ state: CounterInteractor) -> CounterViewModel {
    CounterViewModel(title: Self.title, countText: "count: \(state.count)", incrementTitle: Self.incrementTitle)
  }
}
