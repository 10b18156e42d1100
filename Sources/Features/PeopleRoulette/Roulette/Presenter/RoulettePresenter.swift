import ViperKit

/// The roulette's words: the picker and the button; a failure reads as
/// `PeopleRouletteFailure+Alert.swift` words it.
public struct RoulettePresenter: Presenter {
  public init() {}

  public func present(_ state: RouletteInteractor) -> RouletteViewModel {
    RouletteViewModel(
      title: "People Roulette",
      loadingLabel: state.isDownloading ? "Downloading people…" : nil,
      pickerLabel: "How many people?",
      counts: state.cached.isEmpty ? [] : Array(1...state.cached.count),
      chosenCount: state.cached.isEmpty ? nil : state.chosenCount,
      rouletteTitle: "Roulette",
      rouletteEnabled: !state.cached.isEmpty,
      alert: state.failure?.alert,
      retryTitle: "Retry",
      dismissTitle: "OK")
  }
}
