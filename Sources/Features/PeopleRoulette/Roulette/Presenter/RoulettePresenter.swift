import Networking
import ViperKit

/// The roulette's words: the picker, the button, and a failure as an alert
/// ("Network Offline" when the host cannot connect, "Request Failure" for
/// what the server got wrong, "Storage Failure" for the local cache).
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
      alert: state.failure.map(alert(for:)),
      retryTitle: "Retry",
      dismissTitle: "OK")
  }

  func alert(for failure: UsersDownloadFailure) -> Alert {
    switch failure {
    case .gateway(let error): Alert(title: title(for: error), message: error.description)
    case .storage(let reason): Alert(title: "Storage Failure", message: "Could not use the local cache: \(reason)")
    }
  }

  private func title(for error: GatewayError) -> String {
    switch error {
    case .offline, .timedOut: "Network Offline"
    case .badStatus, .unreadable, .empty: "Request Failure"
    }
  }
}
