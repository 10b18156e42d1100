import ViperKit

/// The roulette module (`roulette`). Each screen gets its own generator,
/// drawn from the host's seeded one, so a run with the same `--seed` and
/// the same steps picks the same people.
public struct RouletteModule: ScreenModule {
  public static let key = ModuleKey<NoInput>("roulette")

  public let manifest = ModuleManifest(
    key: RouletteModule.key, title: "People Roulette", version: "1.0.0", listedOnHome: true)
  private let effects: RouletteEffectHandler
  // A reference (Locked is a class): every copy of the module draws from the one sequence a `--seed` fixes.
  private let seeds: Locked<SeededRandomNumberGenerator>

  public init(effects: RouletteEffectHandler, random: SeededRandomNumberGenerator) {
    self.effects = effects
    seeds = Locked(random)
  }

  public func makeScreen(input: ScreenInput) throws(InputError) -> any Screen {
    _ = try input.decode(as: NoInput.self)
    return VIPERScreen(
      interactor: RouletteInteractor(random: SeededRandomNumberGenerator(seed: seeds.withLock { $0.next() })),
      presenter: RoulettePresenter(), viewAdapter: RouletteViewAdapter(), router: RouletteRouter(),
      effectHandler: effects)
  }
}
