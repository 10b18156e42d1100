import ViperKit

/// The alert asks about the row by its title.
public struct ControlsBenchPresenter: Presenter {
  public init() {}

  public func present(_ state: ControlsBenchInteractor) -> ControlsBenchViewModel {
    let question: ControlsBenchViewModel.Question? =
      switch state.question {
      case .deleteRow(let key)?:
        .init(
          title: "Delete “\(state.rows.first { $0.key == key }?.title ?? key)”?", message: "It is deleted for good.")
      case .clearDone?: .init(title: "Delete every done row?", message: "They are deleted for good.")
      case nil: nil
      }
    return ControlsBenchViewModel(
      size: state.size, tags: state.tags, due: state.due, time: state.time, rows: state.rows,
      canClearDone: state.anyDone, question: question, opened: state.opened.map { "Opened: \($0)" },
      saved: state.saved.map { "Saved: \($0)" })
  }
}
