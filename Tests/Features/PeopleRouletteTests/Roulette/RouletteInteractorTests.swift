import Testing
import ViperKit
import ViperTesting

@testable import PeopleRoulette

/// Every step of the roulette's state machine, described whole: the new
/// state, the effects and the route.
@Suite("Roulette interactor")
struct RouletteInteractorTests {
  func opened(seed: UInt64 = 1) -> InteractorTester<RouletteInteractor> {
    var tester = InteractorTester(RouletteInteractor(random: SeededRandomNumberGenerator(seed: seed)))
    tester.start(effects: [.downloadUsers]) { $0.isDownloading = true }
    return tester
  }

  /// What the screen's generator picks: the cache shuffled with a generator
  /// of the same seed, the first `count` of it.
  func picks(_ users: [User], count: Int, seed: UInt64) -> [User] {
    var random = SeededRandomNumberGenerator(seed: seed)
    return Array(users.shuffled(using: &random).prefix(count))
  }

  @Test func openingDownloadsThenTheCacheIsShownAndTheRoulettePicks() {
    var tester = opened(seed: 7)
    tester.receive(.usersCached(makeUsers(10))) {
      $0.isDownloading = false
      $0.cached = makeUsers(10)
    }
    tester.send(.countChosen(3)) { $0.chosenCount = 3 }
    tester.send(.rouletteTapped, route: .showPicked(picks(makeUsers(10), count: 3, seed: 7)))
  }

  @Test func aFailedDownloadEndsLoadingKeepsTheFailureAndTheCacheStaysUsable() {
    var tester = opened()
    tester.receive(.downloadFailed(.gateway(.offline), cached: makeUsers(3))) {
      $0.isDownloading = false
      $0.failure = .gateway(.offline)
      $0.cached = makeUsers(3)
    }
    tester.send(.rouletteTapped, route: .showPicked(picks(makeUsers(3), count: 1, seed: 1)))
  }

  @Test func retryDownloadsAgainOnceAndSuccessClearsTheFailure() {
    var tester = opened()
    tester.receive(.downloadFailed(.storage("the disk is full"), cached: [])) {
      $0.isDownloading = false
      $0.failure = .storage("the disk is full")
    }
    tester.send(.retryTapped, effects: [.downloadUsers]) {
      $0.failure = nil
      $0.isDownloading = true
    }
    tester.send(.retryTapped)  // already downloading: nothing
    tester.receive(.usersCached(makeUsers(2))) {
      $0.isDownloading = false
      $0.cached = makeUsers(2)
    }
  }

  @Test func dismissingTheAlertForgetsTheFailureOnly() {
    var tester = opened()
    tester.receive(.downloadFailed(.gateway(.badStatus(500)), cached: makeUsers(2))) {
      $0.isDownloading = false
      $0.failure = .gateway(.badStatus(500))
      $0.cached = makeUsers(2)
    }
    tester.send(.alertDismissed) { $0.failure = nil }
  }

  @Test func aSuccessfulDownloadClearsAnOldFailure() {
    var tester = InteractorTester(
      RouletteInteractor(random: SeededRandomNumberGenerator(seed: 1), cached: makeUsers(1)))
    tester.receive(.downloadFailed(.gateway(.timedOut), cached: makeUsers(1))) { $0.failure = .gateway(.timedOut) }
    tester.receive(.usersCached(makeUsers(4))) {
      $0.failure = nil
      $0.cached = makeUsers(4)
    }
  }

  @Test(
    "a chosen count is clamped to 1 … N", arguments: [(0, 1), (-5, 1), (1, 1), (4, 4), (10, 10), (11, 10), (999, 10)])
  func aChosenCountIsClamped(chosen: Int, expected: Int) {
    var tester = InteractorTester(
      RouletteInteractor(random: SeededRandomNumberGenerator(seed: 1), cached: makeUsers(10)))
    tester.send(.countChosen(chosen)) { $0.chosenCount = expected }
  }

  @Test func aShrunkenCacheClampsTheChosenCountWhicheverWayItArrives() {
    var tester = InteractorTester(
      RouletteInteractor(random: SeededRandomNumberGenerator(seed: 1), cached: makeUsers(10)))
    tester.send(.countChosen(8)) { $0.chosenCount = 8 }
    tester.receive(.usersCached(makeUsers(5))) {
      $0.cached = makeUsers(5)
      $0.chosenCount = 5
    }
    tester.receive(.downloadFailed(.gateway(.empty), cached: makeUsers(2))) {
      $0.cached = makeUsers(2)
      $0.chosenCount = 2
      $0.failure = .gateway(.empty)
    }
  }

  @Test func anEmptyCacheMakesTheRouletteDoNothingAndTheCountOne() {
    var tester = opened()
    tester.receive(.usersCached([])) { $0.isDownloading = false }
    tester.send(.rouletteTapped)
    tester.send(.countChosen(3))  // clamped to 1, the count it already was
  }
}
