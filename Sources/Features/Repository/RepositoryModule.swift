import ViperKit

/// `repository`: where Stargazers starts. The user types `owner/name`
/// (checked with GitHub's naming rules as they type), submits, and the
/// repository's stargazers open; the last five opened are listed below.
public struct RepositoryModule: ScreenModule {
  public static let key = ModuleKey<NoInput>("repository")

  public let manifest = ModuleManifest(key: Self.key, title: "Repository", version: "1.0.0", listedOnHome: true)
  private let effects: RepositoryEffectHandler

  public init(effects: RepositoryEffectHandler) { self.effects = effects }

  public func makeScreen(input: ScreenInput) throws(InputError) -> any Screen {
    _ = try input.decode(as: NoInput.self)
    return VIPERScreen(
      interactor: RepositoryInteractor(), presenter: RepositoryPresenter(), viewAdapter: RepositoryViewAdapter(),
      router: RepositoryRouter(), effectHandler: effects)
  }
}
