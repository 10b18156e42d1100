import Testing
import ViperKit
import ViperTesting

@testable import PeopleRoulette

@Suite("Roulette presenter")
struct RoulettePresenterTests {
  static let words = (
    title: "People Roulette", picker: "How many people?", button: "Roulette", retry: "Retry", dismiss: "OK"
  )

  @Test func aCacheOffersOneToNWithTheChosenCount() {
    var state = RouletteInteractor(random: SeededRandomNumberGenerator(seed: 1), cached: makeUsers(3))
    state.chosenCount = 2
    #expect(
      RoulettePresenter().present(state)
        == RouletteViewModel(
          title: Self.words.title, loadingLabel: nil, pickerLabel: Self.words.picker, counts: [1, 2, 3],
          chosenCount: 2, rouletteTitle: Self.words.button, rouletteEnabled: true, alert: nil,
          retryTitle: Self.words.retry, dismissTitle: Self.words.dismiss))
  }

  @Test func downloadingIntoAnEmptyCacheOffersNoCountAndNoRoulette() {
    var state = RouletteInteractor(random: SeededRandomNumberGenerator(seed: 1))
    state.isDownloading = true
    #expect(
      RoulettePresenter().present(state)
        == RouletteViewModel(
          title: Self.words.title, loadingLabel: "Downloading people…", pickerLabel: Self.words.picker, counts: [],
          chosenCount: nil, rouletteTitle: Self.words.button, rouletteEnabled: false, alert: nil,
          retryTitle: Self.words.retry, dismissTitle: Self.words.dismiss))
  }

  /// Every failure the roulette can keep, worded as the "People Roulette" sample app did:
  /// "Network Offline" when the host cannot connect, "Request Failure" for
  /// what the server got wrong, "Storage Failure" for the local cache.
  @Test(
    "every failure becomes an alert",
    arguments: [
      (
        PeopleRouletteFailure.gateway(.offline),
        Alert(title: "Network Offline", message: "The server cannot be reached.")
      ),
      (.gateway(.timedOut), Alert(title: "Network Offline", message: "The server did not answer in time.")),
      (.gateway(.badStatus(500)), Alert(title: "Request Failure", message: "The server answered with status 500.")),
      (
        .gateway(.unreadable("bad JSON")),
        Alert(title: "Request Failure", message: "The server's answer could not be read: bad JSON")
      ),
      (.gateway(.empty), Alert(title: "Request Failure", message: "The server's answer was empty.")),
      (
        .storage("the disk is full"),
        Alert(title: "Storage Failure", message: "Could not use the local cache: the disk is full")
      ),
    ])
  func everyFailureBecomesAnAlert(failure: PeopleRouletteFailure, alert: Alert) {
    var state = RouletteInteractor(random: SeededRandomNumberGenerator(seed: 1))
    state.failure = failure
    #expect(RoulettePresenter().present(state).alert == alert)
  }
}
