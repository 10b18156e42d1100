import ViperKit

/// Home's words: its title, a row per entry (the module's title), and what
/// it says when nothing is registered.
public struct HomePresenter: Presenter {
  public static let title = "Home"
  public static let emptyMessage = "No modules are registered."

  public init() {}

  public func present(_ interactor: HomeInteractor) -> HomeViewModel {
    HomeViewModel(
      title: Self.title,
      rows: interactor.entries.map { HomeViewModel.Row(key: $0.module.rawValue, title: $0.title) },
      emptyMessage: interactor.entries.isEmpty ? Self.emptyMessage : nil)
  }
}
