import ViperKit

/// The screen the application starts on after onboarding: every registered
/// module a user may open, so a new one (built in, or a run-time plugin)
/// shows up here by registering.
public struct HomeModule: ScreenModule {
  public static let key = ModuleKey<NoInput>("home")

  public let manifest = ModuleManifest(key: Self.key, title: "Home", version: "1.0.0", listedOnHome: false)

  private let entries: [HomeEntry]

  /// `catalog`: the manifests of the registered modules; those listed on
  /// home become its rows, in the order given.
  public init(catalog: [ModuleManifest]) {
    entries = catalog.filter(\.listedOnHome).map { HomeEntry(module: $0.name, title: $0.title) }
  }

  public func makeScreen(input: ScreenInput) throws(InputError) -> any Screen {
    _ = try input.decode(as: NoInput.self)
    return VIPERScreen(
      interactor: HomeInteractor(entries: entries),
      presenter: HomePresenter(),
      viewAdapter: HomeViewAdapter(),
      router: HomeRouter(),
      effectHandler: NoEffects())
  }
}
