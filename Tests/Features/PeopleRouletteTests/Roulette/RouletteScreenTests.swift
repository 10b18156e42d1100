import Testing
import ViperKit
import ViperTesting

@testable import PeopleRoulette

/// The assembled roulette (module, adapter, presenter, interactor, router,
/// effect handler) driven by wire names against stub gateways.
@Suite("Roulette screen")
struct RouletteScreenTests {
  func open(
    _ gateway: UsersGatewayStub, cache: UsersCacheSpy = UsersCacheSpy(), seed: UInt64 = 1
  ) throws -> ScreenTester {
    try ScreenTester(
      RouletteModule(
        effects: RouletteEffectHandler(gateway: gateway, cache: cache), random: SeededRandomNumberGenerator(seed: seed))
    )
  }

  func alert(in view: ViewNode) -> ViewNode? {
    view.firstNode {
      if case .alert = $0 { return true }
      return false
    }
  }

  @Test func openingDownloadsThenTheChosenCountOfPeopleIsPushed() async throws {
    let screen = try open(UsersGatewayStub(.success(makeUsers(5))))
    #expect(screen.view.children.first == .spinner(label: "Downloading people…"))
    #expect(
      screen.view.firstNode { $0.action == "roulette" }
        == .button(action: "roulette", title: "Roulette", enabled: false))
    await screen.runEffects()
    #expect(screen.view.children.first?.action == "count")
    try screen.send("count", "2")
    try screen.send("roulette")
    let navigation = try #require(screen.navigations.first)
    guard case .push(let destination) = navigation else { throw ScreenTestError.notAPush }
    #expect(destination.module == "users-list")
    let picked = try #require(destination.input(as: UsersListInput.self)).users
    #expect(picked.count == 2)
    #expect(Set(picked).isSubset(of: Set(makeUsers(5))))
  }

  @Test func offlineShowsTheAlertOverTheOldCacheAndRetryDownloadsAgain() async throws {
    let gateway = UsersGatewayStub(.failure(.gateway(.offline)))
    let screen = try open(gateway, cache: UsersCacheSpy(users: makeUsers(2)))
    await screen.runEffects()
    #expect(
      alert(in: screen.view)
        == .alert(
          title: "Network Offline", message: "The server cannot be reached.",
          actions: [NodeAction(action: "retry", title: "Retry"), NodeAction(action: "dismiss", title: "OK")]))
    #expect(screen.view.firstNode { $0.action == "roulette" } == .button(action: "roulette", title: "Roulette"))
    gateway.answer(.success(makeUsers(4)))
    try screen.send("retry")
    #expect(screen.view.children.first == .spinner(label: "Downloading people…"))
    await screen.runEffects()
    #expect(gateway.calls == [.users, .users])
    #expect(alert(in: screen.view) == nil)
    #expect(screen.view.children.first?.action == "count")
  }

  @Test func aStubbedStorageFailureIsWordedAndDismissed() throws {
    let screen = try open(UsersGatewayStub(.success([])))
    screen.receive(RouletteResult.downloadFailed(.storage("the disk is full"), cached: []))
    #expect(screen.pendingEffects.isEmpty)
    #expect(
      alert(in: screen.view)
        == .alert(
          title: "Storage Failure", message: "Could not use the local cache: the disk is full",
          actions: [NodeAction(action: "retry", title: "Retry"), NodeAction(action: "dismiss", title: "OK")]))
    try screen.send("dismiss")
    #expect(alert(in: screen.view) == nil)
    #expect(throws: ActionError.unavailable("roulette", "no people are cached yet")) { try screen.send("roulette") }
  }

  @Test func screensOfOneModuleDrawTheirOwnSeedsAndTheSameHostSeedRepeats() async throws {
    func firstPicksOfTwoScreens(hostSeed: UInt64) async throws -> [[UserID]] {
      let module = RouletteModule(
        effects: RouletteEffectHandler(gateway: UsersGatewayStub(.success(makeUsers(10))), cache: UsersCacheSpy()),
        random: SeededRandomNumberGenerator(seed: hostSeed))
      var picks: [[UserID]] = []
      for _ in 0..<2 {
        let screen = try ScreenTester(module)
        await screen.runEffects()
        try screen.send("count", "4")
        try screen.send("roulette")
        let destination = try #require(screen.navigations.first?.destination)
        picks.append(try #require(destination.input(as: UsersListInput.self)).users.map(\.id))
      }
      return picks
    }
    let picks = try await firstPicksOfTwoScreens(hostSeed: 3)
    #expect(picks[0] != picks[1])
    #expect(try await firstPicksOfTwoScreens(hostSeed: 3) == picks)
  }

  @Test func theModuleTakesNoInput() {
    let module = RouletteModule(
      effects: RouletteEffectHandler(gateway: UsersGatewayStub(.success([])), cache: UsersCacheSpy()),
      random: SeededRandomNumberGenerator(seed: 1))
    #expect(throws: InputError.self) { try module.makeScreen(input: .json([])) }
  }
}
