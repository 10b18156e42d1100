import ViperKit

/// A picked person's details (`user-details`).
public struct UserDetailsModule: ScreenModule {
  public static let key = ModuleKey<UserDetailsInput>("user-details")

  public let manifest = ModuleManifest(key: Self.key, title: "User details", version: "1.0.0", listedOnHome: false)

  public init() {}

  public func makeScreen(input: ScreenInput) throws(InputError) -> any Screen {
    let input = try input.decode(as: UserDetailsInput.self)
    return VIPERScreen(
      interactor: UserDetailsInteractor(user: input.user), presenter: UserDetailsPresenter(),
      viewAdapter: UserDetailsViewAdapter(), router: NoRoutes(), effectHandler: NoEffects())
  }
}
