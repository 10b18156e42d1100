import ViperKit

public struct UsersListViewModel: Equatable, Sendable {
  public struct Cell: Equatable, Sendable {
    public var key: String
    public var name: String
    /// The company's name, empty when the user has none.
    public var company: String
  }

  public var title: String
  public var cells: [Cell]
}

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
