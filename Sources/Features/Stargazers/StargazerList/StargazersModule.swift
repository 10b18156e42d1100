import ViperKit

/// The stargazers module (`stargazers`).
public struct StargazersModule: ScreenModule {
  public static let key = ModuleKey<StargazersInput>("stargazers")

  public let manifest = ModuleManifest(key: Self.key, title: "Stargazers", version: "1.0.0", listedOnHome: true)
  private let effects: StargazersEffectHandler

  public init(effects: StargazersEffectHandler) { self.effects = effects }

  public func makeScreen(input: ScreenInput) throws(InputError) -> any Screen {
    let input = try input.decode(as: StargazersInput.self)
    return VIPERScreen(
      interactor: StargazersInteractor(repository: input.repository), presenter: StargazersPresenter(),
      viewAdapter: StargazersViewAdapter(), router: StargazersRouter(), effectHandler: effects)
  }
}
