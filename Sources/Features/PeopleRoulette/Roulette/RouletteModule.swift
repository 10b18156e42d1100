import Synchronization
import ViperKit

/// The roulette module (`roulette`). Each screen gets its own generator,
/// drawn from the host's seeded one, so a run with the same `--seed` and
/// the same steps picks the same people.
public struct RouletteModule: ScreenModule {
  public static let key = ModuleKey<NoInput>("roulette")

  public let manifest = ModuleManifest(
    key: RouletteModule.key, title: "People Roulette", version: "1.0.0", listedOnHome: true)
  private let effects: RouletteEffectHandler
  private let seeds: Seeds

  public init(effects: RouletteEffectHandler, random: SeededRandomNumberGenerator) {
    self.effects = effects
    seeds = Seeds(random)
  }

  public func makeScreen(input: ScreenInput) throws(InputError) -> any Screen {
    _ = try input.decode(as: NoInput.self)
    return VIPERScreen(
      interactor: RouletteInteractor(random: SeededRandomNumberGenerator(seed: seeds.next())),
      presenter: RoulettePresenter(), viewAdapter: RouletteViewAdapter(), router: RouletteRouter(),
      effectHandler: effects)
  }
}

/// The host's generator, drawn from once per screen. A reference, so every
/// copy of the module draws from the one sequence a `--seed` fixes.
private final class Seeds: Sendable {
  private let generator: Mutex<SeededRandomNumberGenerator>

  init(_ generator: SeededRandomNumberGenerator) { self.generator = Mutex(generator) }

  func next() -> UInt64 { generator.withLock { $0.next() } }
}
