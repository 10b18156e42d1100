import ViperKit

/// One text: `"{name}\n{username}\n{email}"`.
public struct UserDetailsPresenter: Presenter {
  public init() {}

  public func present(_ interactor: UserDetailsInteractor) -> UserDetailsViewModel {
    let user = interactor.user
    return UserDetailsViewModel(title: "User details", text: "\(user.name)\n\(user.username)\n\(user.email)")
  }
}
