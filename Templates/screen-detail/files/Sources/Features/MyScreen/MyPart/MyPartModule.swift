import ViperKit

/// One item's detail (`my-part`), opened from the list (or a link)
/// with the item's id.
public struct MyPartModule: ScreenModule {
  public static let key = ModuleKey<MyPartInput>("my-part")

  public let manifest = ModuleManifest(key: Self.key, title: "My part", version: "1.0.0", listedOnHome: false)
  private let effects: MyScreenEffectHandler

  public init(effects: MyScreenEffectHandler) { self.effects = effects }

  public func makeScreen(input: ScreenInput) throws(InputError) -> any Screen {
    let input = try input.decode(as: MyPartInput.self)
    return VIPERScreen(
      interactor: MyPartInteractor(id: input.id), presenter: MyPartPresenter(),
      viewAdapter: MyPartViewAdapter(), router: MyPartRouter(), effectHandler: effects)
  }
}
