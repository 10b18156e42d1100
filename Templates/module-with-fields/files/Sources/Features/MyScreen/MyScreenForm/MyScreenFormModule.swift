import ViperKit

/// The form (`my-screen-form`): a new item, or the item whose id it opens
/// with. It reads today's date from the clock when it opens (a date's
/// bounds may count from today) and hands it to the interactor as a value.
public struct MyScreenFormModule: ScreenModule {
  public static let key = ModuleKey<MyScreenFormInput>("my-screen-form")

  public let manifest = ModuleManifest(key: Self.key, title: "My screen item", version: "1.0.0", listedOnHome: false)
  private let effects: MyScreenEffectHandler
  private let clock: any WallClock

  public init(effects: MyScreenEffectHandler, clock: any WallClock) {
    self.effects = effects
    self.clock = clock
  }

  public func makeScreen(input: ScreenInput) throws(InputError) -> any Screen {
    let input = try input.decode(as: MyScreenFormInput.self)
    return VIPERScreen(
      interactor: MyScreenFormInteractor(id: input.id, today: clock.today()), presenter: MyScreenFormPresenter(),
      viewAdapter: MyScreenFormViewAdapter(), router: MyScreenFormRouter(), effectHandler: effects)
  }
}
