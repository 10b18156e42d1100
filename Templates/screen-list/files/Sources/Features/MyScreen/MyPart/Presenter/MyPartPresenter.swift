import ViperKit

/// Owns the list's words: the title, each row's status and accessory, `Add`.
public struct MyPartPresenter: Presenter {
  public init() {}

  public func present(_ state: MyPartInteractor) -> MyPartViewModel {
    MyPartViewModel(
      title: "My part",
      rows: state.window.rows.map { item in
        MyPartViewModel.Row(
          id: item.id, title: item.title, status: item.isDone ? "Done" : "To do",
          toggleTitle: state.saving.contains(item.id) ? nil : (item.isDone ? "Mark to do" : "Mark done"))
      },
      window: state.window.node,
      addTitle: "Add",
      loadingLabel: state.isLoading ? "Loading…" : nil,
      alert: state.failure?.alert,
      dismissTitle: "OK")
  }
}
