import ViperKit

/// Owns the list's words: the title, each row's status and accessory.
public struct MyScreenListPresenter: Presenter {
  public init() {}

  public func present(_ state: MyScreenListInteractor) -> MyScreenListViewModel {
    MyScreenListViewModel(
      title: "My screen",
      rows: state.window.rows.map { item in
        MyScreenListViewModel.Row(
          id: item.id, title: item.title, status: item.isDone ? "Done" : "To do",
          toggleTitle: state.saving.contains(item.id) ? nil : (item.isDone ? "Mark to do" : "Mark done"))
      },
      window: state.window.node,
      loadingLabel: state.isLoading ? "Loading…" : nil,
      alert: state.failure?.alert,
      dismissTitle: "OK")
  }
}
