import Networking
import Testing
import ViperKit

@testable import Stargazers

func gazers(_ ids: ClosedRange<Int>) -> [Stargazer] {
  ids.map { Stargazer(id: StargazerID($0), login: Login("user\($0)"), avatarURL: AvatarURL("https://a/\($0)")) }
}

let repo = RepositoryName("Kuniwak/MirrorDiffKit")!

@Suite("Paging cursor")
struct PageCursorTests {
  @Test(
    "a full page moves on, a short one stays",
    arguments: [
      (1, 10, 2), (2, 10, 3), (3, 5, 3), (3, 0, 3), (1, 9, 1),
    ])
  func cursorAfterAPage(page: Int, count: Int, next: Int) {
    #expect(PageCursor.first.after(page: page, count: count, pageSize: 10).nextPage == next)
  }
}

@Suite("Stargazers state machine")
struct StargazersStateTests {
  /// Opens the screen and feeds it the pages, as the host would.
  func loaded(_ pages: [[Stargazer]]) -> StargazersState {
    var state = StargazersState(repository: repo)
    _ = state.start()
    for (index, page) in pages.enumerated() {
      if index > 0 { _ = state.apply(.nextPageRequested) }
      _ = state.apply(.pageFetched(page: index + 1, page))
    }
    return state
  }

  struct Step: Sendable, CustomTestStringConvertible {
    var name: String
    var pages: [[Stargazer]]
    var event: StargazersEvent
    var effect: StargazersEffect?
    var ids: [Int]
    var fetching: Bool
    var nextPage: Int
    var testDescription: String { name }
  }

  @Test(
    "the paging table",
    arguments: [
      Step(
        name: "first page", pages: [gazers(1...10)], event: .nextPageRequested,
        effect: .fetchPage(repo, page: 2), ids: Array(1...10), fetching: true, nextPage: 2),
      Step(
        name: "next appends", pages: [gazers(1...10), gazers(11...20)], event: .recoverRequested,
        effect: nil, ids: Array(1...20), fetching: false, nextPage: 3),
      Step(
        name: "a short page is the end: the cursor stays", pages: [gazers(1...10), gazers(11...15)],
        event: .nextPageRequested, effect: .fetchPage(repo, page: 2), ids: Array(1...15), fetching: true, nextPage: 2),
      Step(
        name: "duplicates by id are dropped", pages: [gazers(1...10), gazers(6...15)], event: .recoverRequested,
        effect: nil, ids: Array(1...15), fetching: false, nextPage: 3),
      Step(
        name: "refresh clears and fetches page 1", pages: [gazers(1...10), gazers(11...20)],
        event: .refreshRequested, effect: .fetchPage(repo, page: 1), ids: [], fetching: true, nextPage: 1),
    ])
  func paging(step: Step) {
    var state = loaded(step.pages)
    let transition = state.apply(step.event)
    #expect(transition.effects.first == step.effect)
    #expect(state.elements.map(\.id.rawValue) == step.ids)
    #expect(state.isFetching == step.fetching)
    #expect(state.cursor.nextPage == step.nextPage)
  }

  @Test(
    "every command is ignored while fetching",
    arguments: [
      StargazersEvent.nextPageRequested, .refreshRequested, .recoverRequested, .selected(StargazerID(1)),
    ])
  func reentrancyIsIgnored(event: StargazersEvent) {
    var state = loaded([gazers(1...10)])
    _ = state.apply(.nextPageRequested)
    let before = state
    #expect(state.apply(event) == .none)
    #expect(state == before)
  }

  @Test func anErrorKeepsTheRowsAndRecoverClearsIt() {
    var state = loaded([gazers(1...10)])
    _ = state.apply(.nextPageRequested)
    _ = state.apply(.pageFailed(.badStatus(404)))
    #expect(state.phase == .fetched(gazers(1...10), error: .badStatus(404)))
    #expect(state.cursor.nextPage == 2)
    _ = state.apply(.recoverRequested)
    #expect(state.phase == .fetched(gazers(1...10), error: nil))
  }

  @Test func openingFetchesTheFirstPageOnce() {
    var state = StargazersState(repository: repo)
    #expect(state.start() == .effect(.fetchPage(repo, page: 1)))
    #expect(state.phase == .fetching(previous: []))
    #expect(state.start() == .none)
  }

  @Test func resultsArrivingWhenNotFetchingAreIgnored() {
    var state = loaded([gazers(1...10)])
    _ = state.apply(.pageFetched(page: 5, gazers(50...52)))
    #expect(state.elements.count == 10)
  }

  @Test func selectingRoutesToTheUserScreen() {
    var state = loaded([gazers(1...3)])
    #expect(state.apply(.selected(StargazerID(2))) == .route(.user(gazers(2...2)[0])))
    #expect(state.apply(.selected(StargazerID(9))) == .none)
  }

  @Test func noDuplicateIdsOverAnySequenceOfPages() {
    var generator = SeededRandomNumberGenerator(seed: 3)
    var state = StargazersState(repository: repo)
    _ = state.start()
    for _ in 0..<200 {
      if state.isFetching {
        let start = Int.random(in: 1...40, using: &generator)
        let count = Int.random(in: 0...10, using: &generator)
        if Bool.random(using: &generator) {
          _ = state.apply(
            .pageFetched(page: state.cursor.nextPage, count == 0 ? [] : gazers(start...start + count - 1)))
        } else {
          _ = state.apply(.pageFailed(.offline))
        }
      } else {
        let events: [StargazersEvent] = [.nextPageRequested, .refreshRequested, .recoverRequested]
        _ = state.apply(events[Int.random(in: 0..<3, using: &generator)])
      }
      #expect(Set(state.elements.map(\.id)).count == state.elements.count)
    }
  }
}

@Suite("Stargazers presenters, views, routers")
struct StargazersViewTests {
  @Test func titleIsTheRepositoryAndRowsTheLogins() {
    var state = StargazersState(repository: repo)
    _ = state.start()
    _ = state.apply(.pageFetched(page: 1, gazers(1...2)))
    let view = StargazersViewAdapter().render(StargazersPresenter().present(state))
    #expect(
      view
        == .screen(
          title: "Kuniwak/MirrorDiffKit",
          children: [
            .list(
              action: "select",
              items: [
                ListItem(key: "1", title: "user1", subtitle: "https://a/1"),
                ListItem(key: "2", title: "user2", subtitle: "https://a/2"),
              ]),
            .button(action: "next", title: "Next page", enabled: true),
            .button(action: "refresh", title: "Refresh", enabled: true),
          ]))
  }

  @Test func anErrorIsAnAlertTitledErrorWithTheReasonAndBack() {
    var state = StargazersState(repository: repo)
    _ = state.start()
    _ = state.apply(.pageFailed(.unreadable("not JSON")))
    guard case .screen(_, let children) = StargazersViewAdapter().render(StargazersPresenter().present(state)) else {
      return
    }
    #expect(
      children.last
        == .alert(
          title: "Error", message: "The server's answer could not be read: not JSON",
          actions: [AlertAction(action: "recover", title: "Back")]))
  }

  @Test func theRouterPushesTheUserWithTheStargazer() {
    let stargazer = gazers(7...7)[0]
    guard case .push(let destination) = StargazersRouter().navigation(for: .user(stargazer)) else { return }
    #expect(destination.module == "user")
    #expect(destination.input(as: UserInput.self) == UserInput(stargazer: stargazer))
  }

  @Test func theUserScreenShowsTheStargazerThenLoadingThenErrorOrProfile() {
    var state = UserState(stargazer: gazers(7...7)[0])
    #expect(UserPresenter().present(state).title == "user7")
    #expect(state.apply(.refreshRequested) == .effect(.fetchProfile(Login("user7"))))
    #expect(UserPresenter().present(state).title == "Loading...")
    _ = state.apply(.profileFailed(.badStatus(404)))
    #expect(UserPresenter().present(state).title == "Error")
    #expect(UserPresenter().present(state).errorReason == "The server answered with status 404.")
    _ = state.apply(.recoverRequested)
    _ = state.apply(.refreshRequested)
    _ = state.apply(.profileFetched(GitHubProfile(login: Login("user7"), name: "Seven", publicRepos: 3, followers: 9)))
    let model = UserPresenter().present(state)
    #expect(model.title == "user7")
    #expect(model.details == "Seven\n3 public repositories\n9 followers")
  }

  @Test func inputsFromTheWire() throws {
    #expect(try StargazersInput(json: nil).repository == .default)
    #expect(try StargazersInput(json: ["repository": "apple/swift"]).repository == RepositoryName("apple/swift"))
    #expect(throws: InputError.self) { try StargazersInput(json: ["repository": "no-slash"]) }
    #expect(throws: InputError.self) { try StargazersInput(json: ["repository": "a/b/c"]) }
    #expect(throws: InputError.self) { try UserInput(json: ["login": "x"]) }
  }
}
