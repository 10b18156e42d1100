import ViperKit

/// `bench-counter`: every `increment` changes the view. The benchmarks use it
/// to measure the host itself (no I/O, the smallest real module); it is
/// registered only with `viper-host --bench-modules`.
public struct CounterModule: ScreenModule {
  public static let key = ModuleKey<NoInput>("bench-counter")
  public let manifest = ModuleManifest(key: Self.key, title: "Counter", version: "1.0.0", listedOnHome: false)

  public init() {}

  public func makeScreen(input: ScreenInput) throws(InputError) -> any Screen {
    _ = try input.decode(as: NoInput.self)
    return VIPERScreen(
      interactor: CounterInteractor(), presenter: CounterPresenter(), viewAdapter: CounterViewAdapter(),
      router: NoRoutes(), effectHandler: NoEffects())
  }
}
