import Testing
import ViperKit

@testable import MyScreen

@Suite("My screen view adapter")
struct MyScreenViewAdapterTests {
  let adapter = MyScreenViewAdapter()

  func model(_ phase: MyScreenInteractor.Phase) -> MyScreenViewModel {
    var state = MyScreenInteractor(step: 1)
    state.phase = phase
    state.count = 2
    return MyScreenPresenter().present(state)
  }

  @Test func theCountTheButtonsAndTheSavedCount() {
    #expect(
      adapter.render(model(.ready(failure: nil)))
        == .screen(
          title: "My screen",
          children: [
            .text("Count: 2"),
            .button(action: "add", title: "Add one"),
            .button(action: "save", title: "Save"),
            .text("Nothing saved yet"),
            .button(action: "done", title: "Done"),
          ]))
  }

  @Test func whileSavingTheSaveButtonIsDisabled() {
    #expect(adapter.render(model(.saving)).children[2] == .button(action: "save", title: "Saving…", enabled: false))
  }

  @Test func aFailureIsAnAlertWithADismissAction() {
    #expect(
      adapter.render(model(.ready(failure: .unavailable))).children.last
        == .alert(
          title: "Something went wrong", message: "The store cannot be reached. Try again later.",
          actions: [NodeAction(action: "dismiss", title: "OK")]))
  }

  @Test func eachActionIsItsIntent() throws {
    let shown = model(.ready(failure: .unavailable))
    #expect(try adapter.intent(for: "add", value: nil, in: shown) == .addTapped)
    #expect(try adapter.intent(for: "save", value: nil, in: shown) == .saveTapped)
    #expect(try adapter.intent(for: "done", value: nil, in: shown) == .doneTapped)
    #expect(try adapter.intent(for: "dismiss", value: nil, in: shown) == .alertDismissed)
  }

  @Test func theWireWordsAreTheAdaptersConstants() {
    typealias Action = MyScreenViewAdapter.Action
    #expect([Action.add, Action.save, Action.done, Action.dismiss] == ["add", "save", "done", "dismiss"])
  }

  @Test func whatTheScreenCannotDoNowIsRefused() {
    let loading = model(.loading)
    #expect(throws: ActionError.unavailable("add", "the saved count is still loading")) {
      try adapter.intent(for: "add", value: nil, in: loading)
    }
    #expect(throws: ActionError.unavailable("save", "the saved count is still loading")) {
      try adapter.intent(for: "save", value: nil, in: loading)
    }
    #expect(throws: ActionError.unavailable("save", "the count is being saved")) {
      try adapter.intent(for: "save", value: nil, in: model(.saving))
    }
    #expect(throws: ActionError.unavailable("dismiss", "no alert is showing")) {
      try adapter.intent(for: "dismiss", value: nil, in: model(.ready(failure: nil)))
    }
    #expect(throws: ActionError.unknownAction("fly")) {
      try adapter.intent(for: "fly", value: nil, in: model(.ready(failure: nil)))
    }
  }
}
