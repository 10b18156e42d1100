import ViperKit

/// The stargazers module (`stargazers`).
public struct StargazersModule: ScreenModule {
  public static let key = ModuleKey<StargazersInput>("stargazers")

  public let manifest = ModuleManifest(key: Self.key, title: "Stargazers", version: "1.0.0", listedOnHome: true)
  private let effects: StargazersEffectHandler
  private let avatars: any AvatarVisibility

  public init(effects: StargazersEffectHandler, avatars: any AvatarVisibility = AlwaysShowAvatars()) {
    self.effects = effects
    self.avatars = avatars
  }

  public func makeScreen(input: ScreenInput) throws(InputError) -> any Screen {
    let input = try input.decode(as: StargazersInput.self)
    return VIPERScreen(
      interactor: StargazersInteractor(repository: input.repository),
      presenter: StargazersPresenter(showsAvatars: avatars.showsAvatars()),
      viewAdapter: StargazersViewAdapter(), router: StargazersRouter(), effectHandler: effects)
  }
}
