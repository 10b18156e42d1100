import ViperKit

/// A stargazer's screen (`user`).
public struct UserModule: ScreenModule {
  public static let key = ModuleKey<UserInput>("user")

  public let manifest = ModuleManifest(key: Self.key, title: "GitHub user", version: "1.0.0", listedOnHome: false)
  private let effects: StargazersEffectHandler

  public init(effects: StargazersEffectHandler) { self.effects = effects }

  public func makeScreen(input: ScreenInput) throws(InputError) -> any Screen {
    let input = try input.decode(as: UserInput.self)
    return VIPERScreen(
      interactor: UserInteractor(stargazer: input.stargazer), presenter: UserPresenter(),
      viewAdapter: UserViewAdapter(), router: NoRoutes(), effectHandler: effects)
  }
}
