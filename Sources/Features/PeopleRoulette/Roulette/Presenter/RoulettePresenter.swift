import ViperKit

public struct RouletteViewModel: Equatable, Sendable {
  public var title: String
  public var loadingLabel: String?
  public var pickerLabel: String
  /// 1 … N.
  public var counts: [Int]
  public var chosenCount: Int?
  public var rouletteEnabled: Bool
  public var alert: RouletteAlert?
}

public struct RoulettePresenter: Presenter {
  public init() {}

  public func present(_ state: RouletteState) -> RouletteViewModel {
    RouletteViewModel(
      title: "People Roulette",
      loadingLabel: state.isDownloading ? "Downloading people…" : nil,
      pickerLabel: "How many people?",
      counts: state.cached.isEmpty ? [] : Array(1...state.cached.count),
      chosenCount: state.cached.isEmpty ? nil : state.chosenCount,
      rouletteEnabled: !state.cached.isEmpty,
      alert: state.alert)
  }
}
