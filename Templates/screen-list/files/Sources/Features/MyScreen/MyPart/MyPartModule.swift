import ViperKit

/// The list (`my-part`): opens from home without input. It shares its
/// effect handler (and so the database) with the feature's other screens.
public struct MyPartModule: ScreenModule {
  public static let key = ModuleKey<NoInput>("my-part")

  public let manifest = ModuleManifest(key: Self.key, title: "My part", version: "1.0.0", listedOnHome: true)
  private let effects: MyScreenEffectHandler

  public init(effects: MyScreenEffectHandler) { self.effects = effects }

  public func makeScreen(input: ScreenInput) throws(InputError) -> any Screen {
    _ = try input.decode(as: NoInput.self)
    return VIPERScreen(
      interactor: MyPartInteractor(), presenter: MyPartPresenter(), viewAdapter: MyPartViewAdapter(),
      router: MyPartRouter(), effectHandler: effects)
  }
}
