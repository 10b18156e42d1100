import Testing
import ViperKit

@testable import PeopleRoulette

/// Every action the roulette offers, in every state where it is not offered
/// now: `ActionError.unavailable` (-32602 `action_unavailable`).
@Suite("People Roulette: actions offered but not now")
struct RouletteActionsUnavailableTests {
  func event(_ action: ActionName, _ value: ActionValue?, in state: RouletteState) throws(ActionError) -> RouletteEvent
  {
    try RouletteViewAdapter().intent(for: action, value: value, in: RoulettePresenter().present(state))
  }

  func isUnavailable(_ body: () throws(ActionError) -> RouletteEvent) -> Bool {
    do {
      _ = try body()
      return false
    } catch {
      if case .unavailable = error { return true }
      return false
    }
  }

  static func state(cached: Int, alert: Bool = false, downloading: Bool = false) -> RouletteState {
    var state = RouletteState(random: SeededRandomNumberGenerator(seed: 1), cached: makeUsers(cached))
    if alert {
      _ = state.apply(
        .downloadFailed(RouletteAlert(title: "Network Offline", message: "m"), cached: makeUsers(cached)))
    }
    if downloading { _ = state.start() }
    return state
  }

  @Test func anEmptyCacheOffersNeitherTheButtonNorACount() {
    for state in [Self.state(cached: 0), Self.state(cached: 0, downloading: true), Self.state(cached: 0, alert: true)] {
      #expect(isUnavailable { () throws(ActionError) in try event("roulette", nil, in: state) })
      #expect(isUnavailable { () throws(ActionError) in try event("count", "1", in: state) })
    }
  }

  @Test func retryAndDismissNeedAnAlert() {
    for state in [Self.state(cached: 0), Self.state(cached: 3), Self.state(cached: 3, downloading: true)] {
      #expect(isUnavailable { () throws(ActionError) in try event("retry", nil, in: state) })
      #expect(isUnavailable { () throws(ActionError) in try event("dismiss", nil, in: state) })
    }
    let alerting = Self.state(cached: 3, alert: true)
    #expect(!isUnavailable { () throws(ActionError) in try event("retry", nil, in: alerting) })
    #expect(!isUnavailable { () throws(ActionError) in try event("dismiss", nil, in: alerting) })
  }

  @Test func withPeopleCachedTheButtonAndTheCountWork() throws {
    let state = Self.state(cached: 3)
    #expect(try event("roulette", nil, in: state) == .roulettePressed)
    #expect(try event("count", "9", in: state) == .countChosen(9))
  }

  @Test func usersListAndDetailsOfferNothingConditional() {
    let model = UsersListPresenter().present(UsersListInteractor(users: makeUsers(2)))
    #expect(throws: ActionError.invalidValue("select", "no user with key \"9\"")) {
      try UsersListViewAdapter().intent(for: "select", value: "9", in: model)
    }
  }
}
