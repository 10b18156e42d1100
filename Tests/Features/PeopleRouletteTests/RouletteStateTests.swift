import Testing
import ViperKit

@testable import PeopleRoulette

/// The people a transition routes to, if it routes to the users list.
func picked(_ transition: Transition<RouletteEffect, RouletteState.Route>) -> [User]? {
  if case .showPicked(let users)? = transition.route { return users }
  return nil
}

@Suite("Roulette state machine")
struct RouletteStateTests {
  static let alert = RouletteAlert(title: "Network Offline", message: "The server cannot be reached.")

  func ready(_ count: Int, seed: UInt64 = 1) -> RouletteState {
    var state = RouletteState(random: SeededRandomNumberGenerator(seed: seed))
    _ = state.start()
    _ = state.apply(.usersCached(makeUsers(count)))
    return state
  }

  @Test func openingDownloadsAndShowsLoadingUntilTheCacheIsRead() {
    var state = RouletteState(random: SeededRandomNumberGenerator(seed: 1))
    #expect(state.start() == .effect(.downloadUsers))
    #expect(state.isDownloading)
    _ = state.apply(.usersCached(makeUsers(10)))
    #expect(!state.isDownloading)
    #expect(state.cached.count == 10)
  }

  @Test func aFailedDownloadEndsLoadingShowsTheAlertAndKeepsTheCacheUsable() {
    var state = RouletteState(random: SeededRandomNumberGenerator(seed: 1))
    _ = state.start()
    _ = state.apply(.downloadFailed(Self.alert, cached: makeUsers(3)))
    #expect(!state.isDownloading)
    #expect(state.alert == Self.alert)
    #expect(picked(state.apply(.roulettePressed))?.count == 1)
  }

  @Test func retryDownloadsAgainUnlessAlreadyDownloading() {
    var state = ready(2)
    _ = state.apply(.downloadFailed(Self.alert, cached: makeUsers(2)))
    #expect(state.apply(.retryPressed) == .effect(.downloadUsers))
    #expect(state.alert == nil && state.isDownloading)
    #expect(state.apply(.retryPressed) == .none)
  }

  @Test("the count is clamped to 1 … N", arguments: [(0, 1), (-5, 1), (1, 1), (4, 4), (10, 10), (11, 10), (999, 10)])
  func countIsClamped(chosen: Int, expected: Int) {
    var state = ready(10)
    _ = state.apply(.countChosen(chosen))
    #expect(state.chosenCount == expected)
  }

  @Test("the roulette picks the chosen number of distinct people", arguments: 1...10)
  func picksDistinctPeople(count: Int) {
    var state = ready(10, seed: UInt64(count))
    _ = state.apply(.countChosen(count))
    guard let picked = picked(state.apply(.roulettePressed)) else {
      Issue.record("expected a route")
      return
    }
    #expect(picked.count == count)
    #expect(Set(picked.map(\.id)).count == count)
    #expect(Set(picked).isSubset(of: Set(makeUsers(10))))
  }

  @Test func aShrunkenCacheClampsTheChosenCount() {
    var state = ready(10)
    _ = state.apply(.countChosen(8))
    _ = state.apply(.usersCached(makeUsers(3)))
    #expect(state.chosenCount == 3)
  }

  @Test func anEmptyCacheMakesTheRouletteDoNothing() {
    var state = ready(0)
    #expect(state.apply(.roulettePressed) == .none)
  }

  @Test func theSameSeedPicksTheSamePeople() {
    func picks(seed: UInt64) -> [[UserID]] {
      var state = ready(10, seed: seed)
      _ = state.apply(.countChosen(3))
      return (0..<4).map { _ in picked(state.apply(.roulettePressed))?.map(\.id) ?? [] }
    }
    #expect(picks(seed: 42) == picks(seed: 42))
    #expect(picks(seed: 42) != picks(seed: 43))
  }
}
