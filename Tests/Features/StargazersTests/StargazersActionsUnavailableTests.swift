import Networking
import Testing
import ViperKit

@testable import Stargazers

/// Every action the stargazers screens offer, in every state where it is not
/// offered now: `ActionError.unavailable`. The exception: while a page is
/// fetched every command is ignored.
@Suite("Stargazers: actions offered but not now")
struct StargazersActionsUnavailableTests {
  static let rows = [
    Stargazer(id: StargazerID(1), login: Login("octocat"), avatarURL: AvatarURL("https://a/1")),
    Stargazer(id: StargazerID(2), login: Login("../../admin"), avatarURL: AvatarURL("https://a/2")),
  ]

  func fetched(error: GatewayError? = nil) -> StargazersState {
    var state = StargazersState(repository: repo)
    _ = state.start()
    _ = state.apply(.pageFetched(page: 1, Self.rows))
    if let error {
      _ = state.apply(.nextPageRequested)
      _ = state.apply(.pageFailed(error))
    }
    return state
  }

  func event(_ action: ActionName, _ value: ActionValue?, in state: StargazersState) throws(ActionError)
    -> StargazersEvent
  {
    try StargazersViewAdapter().intent(for: action, value: value, in: StargazersPresenter().present(state))
  }

  func isUnavailable(_ body: () throws(ActionError) -> StargazersEvent) -> Bool {
    do {
      _ = try body()
      return false
    } catch {
      if case .unavailable = error { return true }
      return false
    }
  }

  @Test func recoverWithoutAnErrorAndSelectingAnInvalidLogin() {
    #expect(isUnavailable { () throws(ActionError) in try event("recover", nil, in: fetched()) })
    #expect(isUnavailable { () throws(ActionError) in try event("select", "2", in: fetched()) })
    #expect(!isUnavailable { () throws(ActionError) in try event("recover", nil, in: fetched(error: .offline)) })
    #expect(!isUnavailable { () throws(ActionError) in try event("select", "1", in: fetched()) })
  }

  @Test func whileFetchingEveryCommandIsIgnoredTheDocumentedException() throws {
    var fetching = fetched()
    _ = fetching.apply(.nextPageRequested)  // the rows stay while the next page is fetched
    for (action, value) in [("next", nil), ("refresh", nil), ("recover", nil), ("select", "1")]
      as [(String, ActionValue?)]
    {
      let before = fetching
      let event = try event(ActionName(action), value, in: fetching)
      #expect(fetching.apply(event) == .none, "\(action)")
      #expect(fetching == before)
    }
  }

  @Test func theUserScreenRefusesRefreshWhileFetchingAndRecoverWithoutAnError() {
    func userEvent(_ action: ActionName, _ state: UserState) throws(ActionError) -> StargazersEvent {
      try UserViewAdapter().intent(for: action, value: nil, in: UserPresenter().present(state))
    }
    let shown = UserState(stargazer: Self.rows[0])
    var fetching = shown
    _ = fetching.apply(.refreshRequested)
    var failed = fetching
    _ = failed.apply(.profileFailed(.offline))
    #expect(isUnavailable { () throws(ActionError) in try userEvent("refresh", fetching) })
    #expect(isUnavailable { () throws(ActionError) in try userEvent("recover", shown) })
    #expect(isUnavailable { () throws(ActionError) in try userEvent("recover", fetching) })
    #expect(!isUnavailable { () throws(ActionError) in try userEvent("recover", failed) })
    #expect(!isUnavailable { () throws(ActionError) in try userEvent("refresh", failed) })
  }
}
