import ViperKit

/// An input's error shows once the user left it or submitted (not at the first keystroke).
public struct FormBenchPresenter: Presenter {
  public init() {}

  public func present(_ state: FormBenchInteractor) -> FormBenchViewModel {
    FormBenchViewModel(
      values: Dictionary(uniqueKeysWithValues: FormBenchInteractor.Input.allCases.map { ($0, state.value($0)) }),
      errors: state.problems.filter { state.checked.contains($0.key) }, share: state.share, pending: state.saving,
      saved: state.saved.map { "Saved: \($0)" })
  }
}
