import ViperKit

/// One item's detail (`my-screen-detail`), opened from the list (or a link) with the item's id.
public struct MyScreenDetailModule: ScreenModule {
  public static let key = ModuleKey<MyScreenDetailInput>("my-screen-detail")

  public let manifest = ModuleManifest(key: Self.key, title: "My screen item", version: "1.0.0", listedOnHome: false)
  private let effects: MyScreenEffectHandler

  public init(effects: MyScreenEffectHandler) { self.effects = effects }

  public func makeScreen(input: ScreenInput) throws(InputError) -> any Screen {
    let input = try input.decode(as: MyScreenDetailInput.self)
    return VIPERScreen(
      interactor: MyScreenDetailInteractor(id: input.id), presenter: MyScreenDetailPresenter(),
      viewAdapter: MyScreenDetailViewAdapter(), router: MyScreenDetailRouter(), effectHandler: effects)
  }
}
