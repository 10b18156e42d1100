import ViperKit

public struct HomePresenter: Presenter {
  public init() {}

  public func present(_ interactor: HomeInteractor) -> HomeViewModel {
    HomeViewModel(
      title: "Home",
      rows: interactor.entries.map { HomeViewModel.Row(key: $0.module.rawValue, title: $0.title) },
      emptyMessage: interactor.entries.isEmpty ? "No modules are registered." : nil)
  }
}
