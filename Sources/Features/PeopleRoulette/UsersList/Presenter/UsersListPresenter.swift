import ViperKit

/// One cell per user: the name and the company's name (empty when none).
public struct UsersListPresenter: Presenter {
  public init() {}

  public func present(_ interactor: UsersListInteractor) -> UsersListViewModel {
    let (shown, window) = interactor.window.place(in: interactor.keys)
    return UsersListViewModel(
      title: "Picked people",
      cells: interactor.users[shown].map {
        .init(key: String($0.id.rawValue), name: $0.name, company: $0.companyName ?? "")
      }, window: window)
  }
}
