import ViperKit

/// The roulette plugin (`roulette`). Each screen gets its own generator,
/// drawn from the host's seeded one, so a run with the same `--seed` and
/// the same steps picks the same people.
public final class RouletteModule: ScreenModule {
  public static let key = ModuleKey<NoInput>("roulette")

  public let manifest = ModuleManifest(
    key: RouletteModule.key, title: "People Roulette", version: "1.0.0", listedOnHome: true)
  private let effects: RouletteEffectHandler
  private let seeds: Locked<SeededRandomNumberGenerator>

  public init(effects: RouletteEffectHandler, random: SeededRandomNumberGenerator) {
    self.effects = effects
    seeds = Locked(random)
  }

  public func makeScreen(input: ScreenInput) throws(InputError) -> any Screen {
    _ = try input.decode(as: NoInput.self)
    let seed = seeds.withLock { $0.next() }
    return VIPERScreen(
      interactor: RouletteInteractor(random: SeededRandomNumberGenerator(seed: seed)), presenter: RoulettePresenter(),
      viewAdapter: RouletteViewAdapter(), router: RouletteRouter(), effectHandler: effects)
  }
}
