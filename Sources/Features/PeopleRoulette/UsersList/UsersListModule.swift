import ViperKit

/// The picked people (`users-list`), opened by the roulette.
public struct UsersListModule: ScreenModule {
  public static let key = ModuleKey<UsersListInput>("users-list")

  public let manifest = ModuleManifest(key: Self.key, title: "Picked people", version: "1.0.0", listedOnHome: false)

  public init() {}

  public func makeScreen(input: ScreenInput) throws(InputError) -> any Screen {
    let input = try input.decode(as: UsersListInput.self)
    return VIPERScreen(
      interactor: UsersListInteractor(users: input.users), presenter: UsersListPresenter(),
      viewAdapter: UsersListViewAdapter(), router: UsersListRouter(),
      effectHandler: NoEffects())
  }
}
