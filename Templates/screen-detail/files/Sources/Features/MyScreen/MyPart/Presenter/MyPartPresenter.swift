import ViperKit

/// Owns the detail's words: the item's title, its status and notes, whether
/// it has a secret (never the secret), the buttons.
public struct MyPartPresenter: Presenter {
  public init() {}

  public func present(_ state: MyPartInteractor) -> MyPartViewModel {
    let status =
      if let item = state.item { state.isSaving ? "Saving…" : item.isDone ? "Done" : "To do" } else {
        state.failure == nil ? "Loading…" : "Not loaded"
      }
    return MyPartViewModel(
      title: state.item?.title ?? "Item \(state.id)", status: status,
      notes: state.item.flatMap { $0.notes.isEmpty ? nil : $0.notes },
      secretText: state.item.map { $0.hasSecret ? "Has a secret" : "No secret" },
      toggleTitle: state.item?.isDone == true ? "Mark to do" : "Mark done",
      canToggle: state.item != nil && !state.isSaving, backTitle: "Back", alert: state.failure?.alert,
      dismissTitle: "OK")
  }
}
