import ViperKit

/// The job board module (`jobs`): the list. It shares its effect handler
/// (and so the server and database) with `JobDetailModule`.
public struct JobListModule: ScreenModule {
  public static let key = ModuleKey<NoInput>("jobs")

  public let manifest = ModuleManifest(key: Self.key, title: "Job Board", version: "1.0.0", listedOnHome: true)
  private let effects: JobsEffectHandler

  public init(effects: JobsEffectHandler) { self.effects = effects }

  public func makeScreen(input: ScreenInput) throws(InputError) -> any Screen {
    _ = try input.decode(as: NoInput.self)
    return VIPERScreen(
      interactor: JobListInteractor(), presenter: JobListPresenter(), viewAdapter: JobListViewAdapter(),
      router: JobListRouter(), effectHandler: effects)
  }
}
