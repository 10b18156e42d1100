import ViperKit

/// The settings module (`settings`): what it changes comes through the
/// protocols in Gateways/, which the composition root adapts to the other
/// features' stores.
public struct SettingsModule: ScreenModule {
  public static let key = ModuleKey<NoInput>("settings")

  public let manifest = ModuleManifest(key: Self.key, title: "Settings", version: "1.0.0", listedOnHome: true)
  private let effects: SettingsEffectHandler

  public init(effects: SettingsEffectHandler) { self.effects = effects }

  public func makeScreen(input: ScreenInput) throws(InputError) -> any Screen {
    _ = try input.decode(as: NoInput.self)
    return VIPERScreen(
      interactor: SettingsInteractor(), presenter: SettingsPresenter(), viewAdapter: SettingsViewAdapter(),
      router: NoRoutes(), effectHandler: effects)
  }
}
