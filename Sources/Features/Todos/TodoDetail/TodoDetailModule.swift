import ViperKit

/// One to-do's detail (`todo-detail`), opened from the list with its id.
public struct TodoDetailModule: ScreenModule {
  public static let key = ModuleKey<TodoDetailInput>("todo-detail")

  public let manifest = ModuleManifest(key: Self.key, title: "To-do", version: "1.0.0", listedOnHome: false)
  private let effects: TodosEffectHandler

  public init(effects: TodosEffectHandler) { self.effects = effects }

  public func makeScreen(input: ScreenInput) throws(InputError) -> any Screen {
    let input = try input.decode(as: TodoDetailInput.self)
    return VIPERScreen(
      interactor: TodoDetailInteractor(id: input.id), presenter: TodoDetailPresenter(),
      viewAdapter: TodoDetailViewAdapter(), router: TodoDetailRouter(), effectHandler: effects)
  }
}
