import ViperKit

/// Owns the form's words: "New item" or "Edit item", Save (Saving… while
/// pending), Cancel, and a failed save's message.
public struct MyScreenFormPresenter: Presenter {
  public init() {}

  public func present(_ state: MyScreenFormInteractor) -> MyScreenFormViewModel {
    let saveFailed = state.failure != nil && !state.isLoading
    return MyScreenFormViewModel(
      title: state.id == nil ? "New item" : "Edit item", draft: state.draft, today: state.today,
      pending: state.isSaving || state.isLoading, saveTitle: state.isSaving ? "Saving…" : "Save",
      cancelTitle: "Cancel", message: saveFailed ? "Not saved: \(state.failure?.alert.message ?? "")" : nil,
      alert: state.isLoading ? state.failure?.alert : nil, dismissTitle: "OK")
  }
}
