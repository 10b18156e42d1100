import ViperKit

/// One text: `"{name}\n{username}\n{email}"`.
public struct UserDetailsPresenter: Presenter {
  public struct ViewModel: Equatable, Sendable {
    public var title: String
    public var text: String
  }

  public init() {}

  public func present(_ interactor: UserDetailsInteractor) -> ViewModel {
    let user = interactor.user
    return ViewModel(title: "User details", text: "\(user.name)\n\(user.username)\n\(user.email)")
  }
}
