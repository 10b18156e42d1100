import ViperKit

/// The to-do list (`todos`). It shares its effect handler (and so the
/// database) with the form and the detail it opens.
public struct TodoListModule: ScreenModule {
  public static let key = ModuleKey<NoInput>("todos")

  public let manifest = ModuleManifest(key: Self.key, title: "To-dos", version: "1.0.0", listedOnHome: true)
  private let effects: TodosEffectHandler

  public init(effects: TodosEffectHandler) { self.effects = effects }

  public func makeScreen(input: ScreenInput) throws(InputError) -> any Screen {
    _ = try input.decode(as: NoInput.self)
    return VIPERScreen(
      interactor: TodoListInteractor(), presenter: TodoListPresenter(), viewAdapter: TodoListViewAdapter(),
      router: TodoListRouter(), effectHandler: effects)
  }
}
