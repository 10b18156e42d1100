import Testing
import ViperKit
import ViperTesting

@testable import Stargazers

@Suite("User presenter")
struct UserPresenterTests {
  func model(_ phase: UserInteractor.Phase, profile: GitHubProfile? = nil) -> UserViewModel {
    var state = UserInteractor(stargazer: gazer(7))
    state.phase = phase
    state.profile = profile
    return UserPresenter().present(state)
  }

  @Test func theLoginAsTitleAndTheAvatar() {
    #expect(
      model(.shown)
        == UserViewModel(
          title: "user7", avatarURL: "https://a/7", avatarLabel: "user7", details: nil, refreshLabel: "Refresh",
          refreshEnabled: true, alert: nil, dismissLabel: "Back"))
  }

  @Test func loadingWhileFetchingWithRefreshDisabled() {
    #expect(model(.fetching).title == "Loading...")
    // The avatar is still the login's, whatever the title says meanwhile.
    #expect(model(.fetching).avatarLabel == "user7")
    #expect(model(.failed(.badStatus(404))).avatarLabel == "user7")
    #expect(!model(.fetching).refreshEnabled)
  }

  @Test func aFailureIsTitledErrorWithTheReasonInTheAlert() {
    let failed = model(.failed(.badStatus(404)))
    #expect(failed.title == "Error")
    #expect(failed.alert == Alert(title: "Error", message: "The server answered with status 404."))
    #expect(failed.refreshEnabled)
  }

  @Test(
    "the profile's known facts, a line each",
    arguments: [
      (
        GitHubProfile(login: Login("user7"), name: "Seven", publicRepos: 3, followers: 9),
        "Seven\n3 public repositories\n9 followers"
      ),
      (GitHubProfile(login: Login("user7"), name: nil, publicRepos: 0, followers: nil), "0 public repositories"),
      (GitHubProfile(login: Login("user7"), name: nil, publicRepos: nil, followers: nil), ""),
    ])
  func details(profile: GitHubProfile, text: String) {
    #expect(model(.shown, profile: profile).details == text)
  }
}
