import ViperKit

/// Owns the detail's words: the title field as its title, every field as
/// "Label: value" (a secret only as "Saved"), Edit and Delete, the question.
public struct MyScreenDetailPresenter: Presenter {
  public init() {}

  public func present(_ state: MyScreenDetailInteractor) -> MyScreenDetailViewModel {
    let item = state.item
    return MyScreenDetailViewModel(
      title: item.map { $0.shown(MyScreenFields.rowTitle) } ?? "Item \(state.id)",
      lines: item.map { item in MyScreenFields.all.map { "\($0.label): \(item.shown($0))" } } ?? [],
      loadingText: state.isLoading ? "Loading…" : nil, editTitle: "Edit", deleteTitle: "Delete",
      actionsEnabled: item != nil && !state.deleting,
      confirmation: state.asking
        ? Confirmation(
          title: "Delete “\(item.map { $0.shown(MyScreenFields.rowTitle) } ?? "")”?",
          message: "This cannot be undone.", keepTitle: "Keep", confirmTitle: "Delete") : nil,
      alert: state.failure?.alert, dismissTitle: "OK")
  }
}
