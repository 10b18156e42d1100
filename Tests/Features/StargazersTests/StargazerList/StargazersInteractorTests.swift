import Testing
import ViperKit
import ViperTesting

@testable import Stargazers

@Suite("Stargazers interactor")
struct StargazersInteractorTests {
  /// An exhaustive tester on a list that opened and loaded `pages`, one
  /// after another (set up without checks; the tests check from there).
  func loaded(_ pages: [[Stargazer]], pageSize: Int = StargazerPage.size) -> InteractorTester<StargazersInteractor> {
    var setup = InteractorTester(StargazersInteractor(repository: repo, pageSize: pageSize), exhaustivity: .off)
    setup.start()
    for (index, page) in pages.enumerated() {
      if index > 0 { setup.send(.nextPageTapped) }
      setup.receive(.pageLoaded(page: index + 1, page))
    }
    return InteractorTester(setup.state)
  }

  @Test func openingFetchesTheFirstPageOnce() {
    var tester = InteractorTester(StargazersInteractor(repository: repo))
    tester.start(effects: [.fetchPage(repo, page: 1)]) { $0.phase = .fetching(previous: []) }
    tester.start()
  }

  @Test func theInteractorTakesItsPageSizeFromTheEntities() {
    #expect(StargazersInteractor(repository: repo).pageSize == StargazerPage.size)
    #expect(StargazerPage.size == 10)
  }

  @Test func fullPagesMoveTheCursorOnAShortPageIsTheEndAndDuplicatesAreDropped() {
    var tester = loaded([])
    tester.receive(.pageLoaded(page: 1, gazers(1...10))) {
      $0.phase = .fetched(gazers(1...10), failure: nil)
      $0.cursor = PageCursor(nextPage: 2)
    }
    tester.send(.nextPageTapped, effects: [.fetchPage(repo, page: 2)]) {
      $0.phase = .fetching(previous: gazers(1...10))
    }
    tester.receive(.pageLoaded(page: 2, gazers(11...15))) {
      $0.phase = .fetched(gazers(1...15), failure: nil)
      $0.reachedEnd = true
    }
    // The short page was the end: next fetches it again; who was shown stays once.
    tester.send(.nextPageTapped, effects: [.fetchPage(repo, page: 2)]) {
      $0.phase = .fetching(previous: gazers(1...15))
    }
    tester.receive(.pageLoaded(page: 2, gazers(11...17))) { $0.phase = .fetched(gazers(1...17), failure: nil) }
  }

  @Test func aPageAsLongAsAConfiguredSizeMovesOn() {
    var tester = loaded([gazers(1...3)], pageSize: 3)
    tester.send(.nextPageTapped, effects: [.fetchPage(repo, page: 2)]) {
      $0.phase = .fetching(previous: gazers(1...3))
    }
  }

  @Test func askingForRowsPastTheLastOneFetchesTheNextPageUntilTheEnd() {
    var tester = loaded([gazers(1...10)])
    tester.send(.rowsRequested(WindowRequest(.from(0), count: 5))) {  // held: nothing to fetch
      $0.window.take(WindowRequest(.from(0), count: 5), keys: $0.keys)
    }
    tester.send(.rowsRequested(WindowRequest(.after("10"), count: 20)), effects: [.fetchPage(repo, page: 2)]) {
      $0.window.take(WindowRequest(.after("10"), count: 20), keys: $0.keys)
      $0.phase = .fetching(previous: gazers(1...10))
    }
    tester.send(.rowsRequested(WindowRequest(.after("10"), count: 20))) {  // fetching: ignored but the place
      $0.window.take(WindowRequest(.after("10"), count: 20), keys: $0.keys)
    }
    tester.receive(.pageLoaded(page: 2, gazers(11...13))) {
      $0.phase = .fetched(gazers(1...13), failure: nil)
      $0.reachedEnd = true
    }
    tester.send(.rowsRequested(WindowRequest(.after("13"), count: 20))) {  // the end: no fetch
      $0.window.take(WindowRequest(.after("13"), count: 20), keys: $0.keys)
    }
    #expect(
      StargazersPresenter().present(tester.state).window == ListWindow(start: 0, total: 13, more: false, anchor: "1"))
  }

  @Test func refreshClearsTheRowsAndFetchesTheFirstPageAgain() {
    var tester = loaded([gazers(1...10), gazers(11...20)])
    tester.send(.refreshTapped, effects: [.fetchPage(repo, page: 1)]) {
      $0.phase = .fetching(previous: [])
      $0.cursor = .first
    }
    tester.receive(.pageLoaded(page: 1, gazers(1...10))) {
      $0.phase = .fetched(gazers(1...10), failure: nil)
      $0.cursor = PageCursor(nextPage: 2)
    }
  }

  @Test func aFailureKeepsTheRowsAndTheCursorAndDismissingClearsIt() {
    var tester = loaded([gazers(1...10)])
    tester.send(.nextPageTapped, effects: [.fetchPage(repo, page: 2)]) {
      $0.phase = .fetching(previous: gazers(1...10))
    }
    tester.receive(.pageFailed(.badStatus(404))) { $0.phase = .fetched(gazers(1...10), failure: .badStatus(404)) }
    tester.send(.alertDismissed) { $0.phase = .fetched(gazers(1...10), failure: nil) }
    tester.send(.alertDismissed)  // nothing to dismiss
  }

  @Test func nextPageWhileTheAlertShowsFetchesAndClearsIt() {
    var tester = loaded([gazers(1...10)])
    tester.send(.nextPageTapped, effects: [.fetchPage(repo, page: 2)]) {
      $0.phase = .fetching(previous: gazers(1...10))
    }
    tester.receive(.pageFailed(.offline)) { $0.phase = .fetched(gazers(1...10), failure: .offline) }
    tester.send(.nextPageTapped, effects: [.fetchPage(repo, page: 2)]) {
      $0.phase = .fetching(previous: gazers(1...10))
    }
  }

  @Test(
    "every intent is ignored while fetching",
    arguments: [StargazersIntent.nextPageTapped, .refreshTapped, .alertDismissed, .rowSelected(StargazerID(1))])
  func intentsWhileFetching(intent: StargazersIntent) {
    var tester = loaded([gazers(1...10)])
    tester.send(.nextPageTapped, effects: [.fetchPage(repo, page: 2)]) {
      $0.phase = .fetching(previous: gazers(1...10))
    }
    tester.send(intent)
  }

  @Test(
    "results arriving when nothing is fetched are ignored, and so are the user screen's",
    arguments: [
      StargazersResult.pageLoaded(page: 5, gazers(50...52)), .pageFailed(.offline),
      .profileLoaded(GitHubProfile(login: Login("user1"), name: nil, publicRepos: nil, followers: nil)),
      .profileFailed(.timedOut),
    ])
  func resultsWhenNotFetching(result: StargazersResult) {
    var tester = loaded([gazers(1...10)])
    tester.receive(result)
  }

  @Test func selectingARowRoutesToTheUserScreenOnlyForAKnownOpenableStargazer() {
    let invalid = Stargazer(id: StargazerID(4), login: Login("../../admin"), avatarURL: AvatarURL("https://a/4"))
    var tester = loaded([gazers(1...3) + [invalid]])
    tester.send(.rowSelected(StargazerID(2)), route: .user(gazer(2)))
    tester.send(.rowSelected(StargazerID(9)))
    tester.send(.rowSelected(StargazerID(4)))
  }

  @Test func noDuplicateIdsOverAnySequenceOfPages() {
    var generator = SeededRandomNumberGenerator(seed: 3)
    var tester = InteractorTester(StargazersInteractor(repository: repo), exhaustivity: .off)
    tester.start()
    for _ in 0..<200 {
      if tester.state.isFetching {
        let start = Int.random(in: 1...40, using: &generator)
        let count = Int.random(in: 0...10, using: &generator)
        if Bool.random(using: &generator) {
          let page = count == 0 ? [] : gazers(start...start + count - 1)
          tester.receive(.pageLoaded(page: tester.state.cursor.nextPage, page))
        } else {
          tester.receive(.pageFailed(.offline))
        }
      } else {
        let intents: [StargazersIntent] = [.nextPageTapped, .refreshTapped, .alertDismissed]
        tester.send(intents[Int.random(in: 0..<3, using: &generator)])
      }
      #expect(Set(tester.state.elements.map(\.id)).count == tester.state.elements.count)
    }
  }
}
