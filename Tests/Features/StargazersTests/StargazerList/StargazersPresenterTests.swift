import Testing
import ViperKit
import ViperTesting

@testable import Stargazers

@Suite("Stargazers presenter")
struct StargazersPresenterTests {
  let presenter = StargazersPresenter()

  func state(_ phase: StargazersInteractor.Phase) -> StargazersInteractor {
    var state = StargazersInteractor(repository: repo)
    state.phase = phase
    return state
  }

  @Test func theRepositoryIsTheTitleAndEachStargazerARow() {
    let invalid = Stargazer(id: StargazerID(3), login: Login("../x"), avatarURL: AvatarURL("https://a/3"))
    #expect(
      presenter.present(state(.fetched(gazers(1...2) + [invalid], failure: nil)))
        == StargazersViewModel(
          title: "Kuniwak/MirrorDiffKit",
          rows: [
            .init(key: "1", login: "user1", avatarURL: "https://a/1", subtitle: nil, canOpen: true),
            .init(key: "2", login: "user2", avatarURL: "https://a/2", subtitle: nil, canOpen: true),
            .init(
              key: "3", login: "../x", avatarURL: "https://a/3", subtitle: "Cannot be opened: not a valid GitHub login",
              canOpen: false),
          ],
          window: ListWindow(start: 0, total: nil, more: true),
          isFetching: false, loadingLabel: nil, nextPageLabel: "Next page", refreshLabel: "Refresh",
          commandsEnabled: true, alert: nil, dismissLabel: "Back"))
  }

  @Test func withAvatarsTurnedOffNoRowHasAnImage() {
    let model = StargazersPresenter(showsAvatars: false).present(state(.fetched(gazers(1...3), failure: nil)))
    #expect(model.rows.map(\.key) == ["1", "2", "3"])
    #expect(model.rows.map(\.avatarURL) == [nil, nil, nil])
  }

  @Test func whileFetchingTheRowsStayASpinnerShowsAndCommandsAreDisabled() {
    let model = presenter.present(state(.fetching(previous: gazers(1...2))))
    #expect(model.rows.map(\.key) == ["1", "2"])
    #expect(model.isFetching)
    #expect(model.loadingLabel == "Loading stargazers…")
    #expect(!model.commandsEnabled)
    #expect(model.alert == nil)
  }

  @Test func aFailureIsAnAlertTitledErrorWithTheReason() {
    let model = presenter.present(state(.fetched(gazers(1...2), failure: .unreadable("not JSON"))))
    #expect(model.alert == Alert(title: "Error", message: "The server's answer could not be read: not JSON"))
    #expect(model.rows.count == 2)
    #expect(model.commandsEnabled)
  }
}
