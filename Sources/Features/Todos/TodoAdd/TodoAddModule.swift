import ViperKit

/// The add form (`todo-add`), opened from the list's toolbar. It shares the
/// feature's effect handler and goes back to the list once the to-do is saved.
public struct TodoAddModule: ScreenModule {
  public static let key = ModuleKey<NoInput>("todo-add")

  public let manifest = ModuleManifest(key: Self.key, title: "New to-do", version: "1.0.0", listedOnHome: false)
  private let effects: TodosEffectHandler
  private let tokens: any DraftTokens

  public init(effects: TodosEffectHandler, tokens: any DraftTokens) {
    self.effects = effects
    self.tokens = tokens
  }

  public func makeScreen(input: ScreenInput) throws(InputError) -> any Screen {
    _ = try input.decode(as: NoInput.self)
    return VIPERScreen(
      interactor: TodoAddInteractor(token: tokens.next()), presenter: TodoAddPresenter(),
      viewAdapter: TodoAddViewAdapter(), router: TodoAddRouter(), effectHandler: effects)
  }
}
