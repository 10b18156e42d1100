import Testing
import ViperKit

@testable import MyScreen

@Suite("My screen presenter")
struct MyScreenPresenterTests {
  let presenter = MyScreenPresenter()

  func state(_ phase: MyScreenInteractor.Phase, count: Int = 0, saved: Int? = nil, step: Int = 1)
    -> MyScreenInteractor
  {
    var state = MyScreenInteractor(step: step)
    state.phase = phase
    state.count = count
    state.saved = saved
    return state
  }

  @Test func whileLoading() {
    #expect(
      presenter.present(state(.loading))
        == MyScreenViewModel(
          title: "My screen", countText: "Count: 0", isLoading: true, isSaving: false, addTitle: "Add one",
          saveTitle: "Save", savedText: "Loading…", doneTitle: "Done", alert: nil, dismissTitle: "OK"))
  }

  @Test func theCountAndTheSavedCount() {
    let model = presenter.present(state(.ready(failure: nil), count: 3, saved: 2))
    #expect(model.countText == "Count: 3")
    #expect(model.savedText == "Saved: 2")
    #expect(presenter.present(state(.ready(failure: nil))).savedText == "Nothing saved yet")
  }

  @Test func aStepOtherThanOneIsInTheAddTitle() {
    #expect(presenter.present(state(.loading, step: 5)).addTitle == "Add 5")
  }

  @Test func whileSaving() {
    let model = presenter.present(state(.saving, count: 3))
    #expect(model.isSaving)
    #expect(!model.isLoading)
    #expect(model.saveTitle == "Saving…")
  }

  @Test func eachFailureReadsAsASentence() {
    #expect(
      presenter.present(state(.ready(failure: .unavailable))).alert
        == Alert(title: "Something went wrong", message: "The store cannot be reached. Try again later."))
    #expect(
      presenter.present(state(.ready(failure: .refused("too big")))).alert
        == Alert(title: "Something went wrong", message: "The store refused the count: too big"))
  }
}
