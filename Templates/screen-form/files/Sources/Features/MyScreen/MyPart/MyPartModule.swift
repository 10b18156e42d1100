import ViperKit

/// The add form (`my-part`): a new item's title, notes and secret, saved
/// through the feature's gateway; opened without input (from the list's
/// `Add`, a link or `view/open`).
public struct MyPartModule: ScreenModule {
  public static let key = ModuleKey<NoInput>("my-part")

  public let manifest = ModuleManifest(key: Self.key, title: "My part", version: "1.0.0", listedOnHome: false)
  private let effects: MyScreenEffectHandler

  public init(effects: MyScreenEffectHandler) { self.effects = effects }

  public func makeScreen(input: ScreenInput) throws(InputError) -> any Screen {
    _ = try input.decode(as: NoInput.self)
    return VIPERScreen(
      interactor: MyPartInteractor(), presenter: MyPartPresenter(), viewAdapter: MyPartViewAdapter(),
      router: MyPartRouter(), effectHandler: effects)
  }
}
