import ViperKit

/// One cell per user: the name and the company's name (empty when none).
public struct UsersListPresenter: Presenter {
  public init() {}

  public func present(_ interactor: UsersListInteractor) -> UsersListViewModel {
    UsersListViewModel(
      title: "Picked people",
      cells: interactor.users.map {
        .init(key: String($0.id.rawValue), name: $0.name, company: $0.companyName ?? "")
      })
  }
}
