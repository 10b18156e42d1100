import Testing
import ViperKit

@testable import PeopleRoulette

/// Every action the roulette offers, in every state where it is not offered
/// now: `ActionError.unavailable` (-32602 `action_unavailable`).
@Suite("People Roulette: actions offered but not now")
struct RouletteActionsUnavailableTests {
  func intent(_ action: ActionName, _ value: ActionValue?, in state: RouletteInteractor) throws(ActionError)
    -> RouletteIntent
  {
    try RouletteViewAdapter().intent(for: action, value: value, in: RoulettePresenter().present(state))
  }

  static func state(cached: Int, failed: Bool = false, downloading: Bool = false) -> RouletteInteractor {
    var state = RouletteInteractor(random: SeededRandomNumberGenerator(seed: 1), cached: makeUsers(cached))
    if failed { state.failure = .gateway(.offline) }
    state.isDownloading = downloading
    return state
  }

  @Test func anEmptyCacheOffersNeitherTheButtonNorACount() {
    for state in [Self.state(cached: 0), Self.state(cached: 0, downloading: true), Self.state(cached: 0, failed: true)]
    {
      #expect(throws: ActionError.unavailable("roulette", "no people are cached yet")) {
        try intent("roulette", nil, in: state)
      }
      #expect(throws: ActionError.unavailable("count", "no people are cached yet")) {
        try intent("count", "1", in: state)
      }
    }
  }

  @Test func retryAndDismissNeedAnAlert() throws {
    for state in [Self.state(cached: 0), Self.state(cached: 3), Self.state(cached: 3, downloading: true)] {
      for action: ActionName in ["retry", "dismiss"] {
        #expect(throws: ActionError.unavailable(action, "no alert is showing")) { try intent(action, nil, in: state) }
      }
    }
    let failed = Self.state(cached: 3, failed: true)
    #expect(try intent("retry", nil, in: failed) == .retryTapped)
    #expect(try intent("dismiss", nil, in: failed) == .alertDismissed)
  }

  @Test func withPeopleCachedTheButtonAndTheCountWorkEvenWhileDownloading() throws {
    for state in [Self.state(cached: 3), Self.state(cached: 3, downloading: true)] {
      #expect(try intent("roulette", nil, in: state) == .rouletteTapped)
      #expect(try intent("count", "9", in: state) == .countChosen(9))
    }
  }
}
