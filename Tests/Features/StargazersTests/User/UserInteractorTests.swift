import Testing
import ViperKit
import ViperTesting

@testable import Stargazers

@Suite("User interactor")
struct UserInteractorTests {
  let profile = GitHubProfile(login: Login("user7"), name: "Seven", publicRepos: 3, followers: 9)

  @Test func opensAsGivenAndRefreshFetchesTheProfile() {
    var tester = InteractorTester(UserInteractor(stargazer: gazer(7)))
    tester.start()
    tester.send(.refreshTapped, effects: [.fetchProfile(Login("user7"))]) { $0.phase = .fetching }
    tester.receive(.profileLoaded(profile)) {
      $0.phase = .shown
      $0.profile = profile
    }
  }

  @Test func aFailureShowsUntilDismissedOrRefreshed() {
    var tester = InteractorTester(UserInteractor(stargazer: gazer(7)))
    tester.send(.refreshTapped, effects: [.fetchProfile(Login("user7"))]) { $0.phase = .fetching }
    tester.receive(.profileFailed(.badStatus(404))) { $0.phase = .failed(.badStatus(404)) }
    tester.send(.alertDismissed) { $0.phase = .shown }
    tester.send(.alertDismissed)  // nothing to dismiss
    tester.send(.refreshTapped, effects: [.fetchProfile(Login("user7"))]) { $0.phase = .fetching }
    tester.receive(.profileFailed(.offline)) { $0.phase = .failed(.offline) }
    tester.send(.refreshTapped, effects: [.fetchProfile(Login("user7"))]) { $0.phase = .fetching }
  }

  @Test("every intent is ignored while fetching", arguments: [UserIntent.refreshTapped, .alertDismissed])
  func intentsWhileFetching(intent: UserIntent) {
    var tester = InteractorTester(UserInteractor(stargazer: gazer(7)))
    tester.send(.refreshTapped, effects: [.fetchProfile(Login("user7"))]) { $0.phase = .fetching }
    tester.send(intent)
  }

  @Test(
    "results arriving when nothing is fetched are ignored, and so are the list's",
    arguments: [
      StargazersResult.profileLoaded(GitHubProfile(login: Login("user7"), name: nil, publicRepos: 1, followers: 1)),
      .profileFailed(.empty), .pageLoaded(page: 1, gazers(1...2)), .pageFailed(.offline),
    ])
  func resultsWhenNotFetching(result: StargazersResult) {
    var tester = InteractorTester(UserInteractor(stargazer: gazer(7)))
    tester.receive(result)
  }

  @Test func theListsResultsAreIgnoredWhileFetchingTheProfile() {
    var tester = InteractorTester(UserInteractor(stargazer: gazer(7)))
    tester.send(.refreshTapped, effects: [.fetchProfile(Login("user7"))]) { $0.phase = .fetching }
    tester.receive(.pageLoaded(page: 1, gazers(1...2)))
    tester.receive(.pageFailed(.offline))
  }
}
