import ViperKit

/// `bench-form`: a form with every kind of input, for `make bench` and the
/// input rules' tests over real pipes (PROTOCOL.md §6, "Input"). It
/// normalizes (`upper`), refuses (`digits`), replaces (`clear`), keeps a
/// secret (`token`) and saves after `saveMs`; registered only with
/// `viper-host --bench-modules`.
public struct FormBenchModule: ScreenModule {
  public static let key = ModuleKey<FormBenchInput>("bench-form")
  public let manifest = ModuleManifest(key: Self.key, title: "Form", version: "1.0.0", listedOnHome: false)

  public init() {}

  public func makeScreen(input: ScreenInput) throws(InputError) -> any Screen {
    let input = try input.decode(as: FormBenchInput.self)
    return VIPERScreen(
      interactor: FormBenchInteractor(saveMs: input.saveMs), presenter: FormBenchPresenter(),
      viewAdapter: FormBenchViewAdapter(), router: NoRoutes(), effectHandler: FormBenchEffectHandler())
  }
}
