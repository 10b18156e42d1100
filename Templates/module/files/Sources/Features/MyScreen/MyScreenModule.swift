import ViperKit

/// The module (`my-screen`): opens from home (no input needed) and assembles
/// the five roles into a screen.
public struct MyScreenModule: ScreenModule {
  public static let key = ModuleKey<MyScreenInput>("my-screen")

  public let manifest = ModuleManifest(key: Self.key, title: "My screen", version: "1.0.0", listedOnHome: true)
  private let effects: MyScreenEffectHandler

  public init(effects: MyScreenEffectHandler) { self.effects = effects }

  public func makeScreen(input: ScreenInput) throws(InputError) -> any Screen {
    let input = try input.decode(as: MyScreenInput.self)
    return VIPERScreen(
      interactor: MyScreenInteractor(step: input.step), presenter: MyScreenPresenter(),
      viewAdapter: MyScreenViewAdapter(), router: MyScreenRouter(), effectHandler: effects)
  }
}
