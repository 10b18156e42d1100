import ViperKit

/// Owns the detail's words: the item's title, its status, the buttons.
public struct MyScreenDetailPresenter: Presenter {
  public init() {}

  public func present(_ state: MyScreenDetailInteractor) -> MyScreenDetailViewModel {
    let status =
      if let item = state.item { state.isSaving ? "Saving…" : item.isDone ? "Done" : "To do" } else {
        state.failure == nil ? "Loading…" : "Not loaded"
      }
    return MyScreenDetailViewModel(
      title: state.item?.title ?? "Item \(state.id)", status: status,
      toggleTitle: state.item?.isDone == true ? "Mark to do" : "Mark done",
      canToggle: state.item != nil && !state.isSaving, backTitle: "Back", alert: state.failure?.alert,
      dismissTitle: "OK")
  }
}
