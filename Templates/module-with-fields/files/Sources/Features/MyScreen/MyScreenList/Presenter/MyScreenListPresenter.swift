import ViperKit

/// Each row: its title field, the other row fields joined with " · ", its
/// checkbox (waiting while it saves); the toolbar's Add and clear; the
/// setting; a text when no row shows; the question before a deletion; the
/// last failure. Values read as `RecordValue.shown(in:)` words them.
public struct MyScreenListPresenter: Presenter {
  public init() {}

  public func present(_ state: MyScreenListInteractor) -> MyScreenListViewModel {
    let toggle = MyScreenFields.rowToggle
    let label = toggle?.label.lowercased() ?? ""
    return MyScreenListViewModel(
      title: "My screen", addTitle: "Add", clearTitle: toggle.map { _ in "Clear \(label)" },
      clearEnabled: state.toggledCount > 0 && !state.busy,
      settingLabel: MyScreenFields.filtersOnToggle ? "Show \(label)" : nil, showsToggled: state.showsToggled,
      settingEnabled: !state.savingSetting,
      loadingLabel: state.isLoading ? "Loading…" : nil,
      rows: state.window.rows.map { item in
        let details = MyScreenFields.rowDetails.filter { item[$0] != .none }.map(item.shown)
        return MyScreenListViewModel.Row(
          id: item.id, title: item.shown(MyScreenFields.rowTitle),
          subtitle: details.isEmpty ? nil : details.joined(separator: " · "), on: toggle.map(item.isOn),
          toggleEnabled: state.savingToggles[item.id] == nil)
      },
      window: state.window.node,
      actions: MyScreenFields.rowActions.map {
        MyScreenListViewModel.Action(kind: $0, title: Self.title($0), destructive: $0 == .delete)
      },
      emptyText: Self.emptyText(state, label: label),
      confirmation: state.question.map { Self.confirmation($0, state, label: label) },
      alert: state.failure?.alert, dismissTitle: "OK")
  }

  /// Said when no row shows (nothing while the rows or the setting change: it would not last).
  private static func emptyText(_ state: MyScreenListInteractor, label: String) -> String? {
    guard state.window.rows.isEmpty, !state.isLoading, state.window.loaded, !state.window.reading,
      !state.savingSetting
    else { return nil }
    return !state.showsToggled && state.toggledCount > 0
      ? "Nothing shown: the \(label) ones are hidden." : "Nothing here yet: “Add” makes one."
  }

  static func title(_ action: RowActionKind) -> String {
    switch action {
    case .delete: "Delete"
    case .duplicate: "Duplicate"
    case .edit: "Edit"
    }
  }

  private static func confirmation(
    _ question: MyScreenListInteractor.Question, _ state: MyScreenListInteractor, label: String
  ) -> Confirmation {
    let title =
      switch question {
      case .delete(_, let title): "Delete “\(title)”?"
      case .clearToggled:
        state.toggledCount == 1 ? "Delete the 1 \(label) item?" : "Delete the \(state.toggledCount) \(label) items?"
      }
    return Confirmation(title: title, message: "This cannot be undone.", keepTitle: "Keep", confirmTitle: "Delete")
  }
}
