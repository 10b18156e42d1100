import Networking
import Testing
import ViperKit
import ViperTesting

@testable import Stargazers

/// The list assembled by its module, driven by wire names, its effects run
/// against a gateway spy.
@Suite("Stargazers screen")
struct StargazersScreenTests {
  func open(
    _ gateway: GitHubGatewaySpy, input: ScreenInput = .none
  ) throws -> ScreenTester {
    try ScreenTester(StargazersModule(effects: StargazersEffectHandler(gateway: gateway)), input: input)
  }

  /// The titles of the list's rows (the test fails if there is no list).
  func logins(_ screen: ScreenTester) throws -> [String] {
    let items = screen.view.children.compactMap { node -> ListRows? in
      if case .list(let list) = node { list.items } else { nil }
    }
    return try #require(items.first).map(\.title)
  }

  /// The images of the list's rows, nil where a row has none.
  func images(_ screen: ScreenTester) throws -> [ViewImage?] {
    let items = screen.view.children.compactMap { node -> ListRows? in
      if case .list(let list) = node { list.items } else { nil }
    }
    return try #require(items.first).map(\.image)
  }

  @Test(arguments: [true, false])
  func rowsShowAvatarsOnlyWhenTheSettingSaysSoAtOpening(_ shows: Bool) async throws {
    let gateway = GitHubGatewaySpy(pages: [1: .success(gazers(1...2))])
    let module = StargazersModule(
      effects: StargazersEffectHandler(gateway: gateway), avatars: AvatarVisibilityStub(shows: shows))
    let screen = try ScreenTester(module)
    await screen.runEffects()
    let expected: [ViewImage?] =
      shows ? gazers(1...2).map { .url($0.avatarURL.rawValue, label: $0.login.rawValue) } : [nil, nil]
    #expect(try images(screen) == expected)
  }

  @Test func opensOnTheRequestedRepositoryAndPagesToTheEnd() async throws {
    let gateway = GitHubGatewaySpy(pages: [1: .success(gazers(1...10)), 2: .success(gazers(11...13))])
    let screen = try open(gateway, input: .json(["repository": "Kuniwak/MirrorDiffKit"]))
    #expect(screen.view.firstNode { $0 == .spinner(label: "Loading stargazers…") } != nil)
    await screen.runEffects()
    #expect(try logins(screen) == gazers(1...10).map(\.login.rawValue))
    try screen.send("next")
    await screen.runEffects()
    try screen.send("next")
    await screen.runEffects()
    #expect(try logins(screen) == gazers(1...13).map(\.login.rawValue))
    #expect(
      gateway.calls == [.stargazers(repo, page: 1), .stargazers(repo, page: 2), .stargazers(repo, page: 2)])
  }

  @Test func aFailureShowsTheAlertAndRecoverClosesIt() async throws {
    let gateway = GitHubGatewaySpy(pages: [1: .success(gazers(1...10)), 2: .failure(.offline)])
    let screen = try open(gateway)
    await screen.runEffects()
    try screen.send("next")
    await screen.runEffects()
    #expect(
      screen.view.children.last
        == .alert(
          title: "Error", message: "The server cannot be reached.",
          actions: [NodeAction(action: "recover", title: "Back")]))
    #expect(try logins(screen).count == 10)
    try screen.send("recover")
    #expect(screen.view.firstNode { if case .alert = $0 { true } else { false } } == nil)
    #expect(throws: ActionError.unavailable("recover", "no error is showing")) { try screen.send("recover") }
  }

  @Test func refreshStartsOverFromTheFirstPage() async throws {
    let gateway = GitHubGatewaySpy(pages: [1: .success(gazers(1...10)), 2: .success(gazers(11...20))])
    let screen = try open(gateway)
    await screen.runEffects()
    try screen.send("next")
    await screen.runEffects()
    try screen.send("refresh")
    #expect(try logins(screen).isEmpty)
    await screen.runEffects()
    #expect(try logins(screen) == gazers(1...10).map(\.login.rawValue))
    #expect(gateway.calls.last == .stargazers(.default, page: 1))
  }

  @Test func aStubbedResultStandsInForTheGateway() throws {
    let gateway = GitHubGatewaySpy()
    let screen = try open(gateway)
    screen.receive(StargazersResult.pageLoaded(page: 1, gazers(1...2)))
    #expect(try logins(screen) == ["user1", "user2"])
    #expect(gateway.calls.isEmpty)
  }

  @Test func aRowOpensTheUserScreen() async throws {
    let screen = try open(GitHubGatewaySpy(pages: [1: .success(gazers(1...3))]))
    await screen.runEffects()
    try screen.send("select", "2")
    let destination = try #require(screen.navigations.first?.destination)
    #expect(screen.navigations.count == 1)
    #expect(destination.module == "user")
    #expect(destination.input(as: UserInput.self) == UserInput(stargazer: gazer(2)))
  }

  @Test func aBadRepositoryInputIsRefused() {
    #expect(throws: InputError.self) { try open(GitHubGatewaySpy(), input: .json(["repository": "nope"])) }
  }
}
