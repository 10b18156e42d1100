import ViperKit

/// Owns the words: the title, "Count: N", the buttons' titles ("Saving…"
/// while saving), the saved count, and how a failure reads.
public struct MyScreenPresenter: Presenter {
  public init() {}

  public func present(_ state: MyScreenInteractor) -> MyScreenViewModel {
    var alert: Alert?
    if case .ready(let failure?) = state.phase { alert = Self.alert(for: failure) }
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

  static func alert(for failure: MyScreenFailure) -> Alert {
    switch failure {
    case .unavailable: Alert(title: "Something went wrong", message: "The store cannot be reached. Try again later.")
    case .refused(let reason): Alert(title: "Something went wrong", message: "The store refused the count: \(reason)")
    }
  }
}
