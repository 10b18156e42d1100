import ViperKit

/// Owns the words: the title, "Count: N", the buttons' titles ("Saving…"
/// while saving) and the saved count. How a failure reads is in
/// `MyScreenFailure+Alert.swift`, beside it.
public struct MyScreenPresenter: Presenter {
  public init() {}

  public func present(_ state: MyScreenInteractor) -> MyScreenViewModel {
    var alert: Alert?
    if case .ready(let failure?) = state.phase { alert = failure.alert }
    let savedText =
      if state.phase == .loading { "Loading…" } else { state.saved.map { "Saved: \($0)" } ?? "Nothing saved yet" }
    return MyScreenViewModel(
      title: "My screen",
      countText: "Count: \(state.count)",
      isLoading: state.phase == .loading,
      isSaving: state.phase == .saving,
      addTitle: state.step == 1 ? "Add one" : "Add \(state.step)",
      saveTitle: state.phase == .saving ? "Saving…" : "Save",
      savedText: savedText,
      doneTitle: "Done",
      alert: alert,
      dismissTitle: "OK")
  }
}
