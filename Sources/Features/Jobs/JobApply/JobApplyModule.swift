import ViperKit

/// The application form (`job-apply`), opened from a job's detail with the
/// job. It shares the board's effect handler (the server and the database)
/// and goes back to the detail once the application is saved.
public struct JobApplyModule: ScreenModule {
  public static let key = ModuleKey<JobApplyInput>("job-apply")

  public let manifest = ModuleManifest(key: Self.key, title: "Apply", version: "1.0.0", listedOnHome: false)
  private let effects: JobsEffectHandler

  public init(effects: JobsEffectHandler) { self.effects = effects }

  public func makeScreen(input: ScreenInput) throws(InputError) -> any Screen {
    let input = try input.decode(as: JobApplyInput.self)
    return VIPERScreen(
      interactor: JobApplyInteractor(job: input.job, jobName: input.name), presenter: JobApplyPresenter(),
      viewAdapter: JobApplyViewAdapter(), router: JobApplyRouter(), effectHandler: effects)
  }
}
