import ViperKit

/// One job's detail (`job-detail`), opened from the list with the job. Its
/// router opens the application form (`job-apply`).
public struct JobDetailModule: ScreenModule {
  public static let key = ModuleKey<JobDetailInput>("job-detail")

  public let manifest = ModuleManifest(key: Self.key, title: "Job", version: "1.0.0", listedOnHome: false)
  private let effects: JobsEffectHandler

  public init(effects: JobsEffectHandler) { self.effects = effects }

  public func makeScreen(input: ScreenInput) throws(InputError) -> any Screen {
    let input = try input.decode(as: JobDetailInput.self)
    return VIPERScreen(
      interactor: JobDetailInteractor(job: input.job), presenter: JobDetailPresenter(),
      viewAdapter: JobDetailViewAdapter(), router: JobDetailRouter(), effectHandler: effects)
  }
}
