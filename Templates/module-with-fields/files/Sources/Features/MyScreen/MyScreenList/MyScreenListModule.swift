import ViperKit

/// The list (`my-screen`): opens from home without input. It shares its
/// effect handler (and so the database) with the form and the detail.
public struct MyScreenListModule: ScreenModule {
  public static let key = ModuleKey<NoInput>("my-screen")

  public let manifest = ModuleManifest(key: Self.key, title: "My screen", version: "1.0.0", listedOnHome: true)
  private let effects: MyScreenEffectHandler

  public init(effects: MyScreenEffectHandler) { self.effects = effects }

  public func makeScreen(input: ScreenInput) throws(InputError) -> any Screen {
    _ = try input.decode(as: NoInput.self)
    return VIPERScreen(
      interactor: MyScreenListInteractor(), presenter: MyScreenListPresenter(),
      viewAdapter: MyScreenListViewAdapter(), router: MyScreenListRouter(), effectHandler: effects)
  }
}
