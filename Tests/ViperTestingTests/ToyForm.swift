import ViperKit

/// A form small enough to read at a glance: a name that must not be empty
/// (its error shows once focus left it), a "notify" toggle, and a submit
/// whose refusal is the form's message.
struct ToyFormInteractor: Interactor, Equatable {
  enum Intent: Equatable, Sendable {
    case nameEdited(String, left: Bool)
    case notifyFlipped(Bool)
    case sizeChosen(String?)
    case submitted
  }
  typealias Result = Never
  typealias Effect = Never
  typealias Route = Never

  var name = ""
  var nameLeft = false
  var notify = false
  var size: String?
  var refused = false

  mutating func start() -> Transition<Never, Never> { .none }

  mutating func handle(_ event: ModuleEvent<Intent, Never>) -> Transition<Never, Never> {
    switch event {
    case .intent(.nameEdited(let text, let left)):
      name = text
      nameLeft = nameLeft || left
      refused = false
    case .intent(.notifyFlipped(let on)): notify = on
    case .intent(.sizeChosen(let key)): size = key
    case .intent(.submitted):
      nameLeft = true
      refused = name.isEmpty || size == nil
    }
    return .none
  }
}

struct ToyFormPresenter: Presenter {
  func present(_ state: ToyFormInteractor) -> ToyFormInteractor { state }
}

struct ToyFormViewAdapter: ViewAdapter {
  func render(_ model: ToyFormInteractor) -> ViewNode {
    let nameError = model.nameLeft && model.name.isEmpty ? "A name is needed." : nil
    let form = Form(
      key: "person", submit: FormSubmit(action: "save", title: "Save"),
      message: model.refused ? "Nothing was saved." : nil,
      children: [
        .field(Field(key: "name", label: "Name", value: model.name, error: nameError, required: true)),
        .toggle(Toggle(key: "notify", label: "Notify me", on: model.notify)),
        .choice(
          .one(
            key: "size", label: "Size", options: [ChoiceOption(key: "s", title: "Small")],
            chosen: model.size, error: model.refused && model.size == nil ? "Pick a size." : nil,
            required: true)),
      ])
    return .screen(title: "Toy form", children: [.text("A person"), .form(form)])
  }

  func intent(for action: ActionName, value: ActionValue?, in model: ToyFormInteractor) throws(ActionError)
    -> ToyFormInteractor.Intent
  {
    guard action == "save" else { throw .unknownAction(action) }
    return .submitted
  }

  func intent(for edit: InputEdit, in model: ToyFormInteractor) throws(ActionError) -> ToyFormInteractor.Intent {
    switch (edit.key, edit.value) {
    case ("name", .text(let text)): .nameEdited(text, left: edit.left)
    case ("notify", .on(let on)): .notifyFlipped(on)
    case ("size", .choice(let key)): .sizeChosen(key)
    default: throw .unknownAction(ActionName(edit.key.rawValue))
    }
  }
}

func toyFormScreen() -> any Screen {
  VIPERScreen(
    interactor: ToyFormInteractor(), presenter: ToyFormPresenter(), viewAdapter: ToyFormViewAdapter(),
    router: NoRoutes(), effectHandler: NoEffects())
}
