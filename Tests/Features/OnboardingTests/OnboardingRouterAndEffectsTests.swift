import Persistence
import Testing
import ViperKit

@testable import Onboarding

@Suite("Onboarding router, effects, store and launch")
struct OnboardingRouterAndEffectsTests {
  static let home = ModuleKey<NoInput>("home")

  @Test func startingTheApplicationReplacesTheRootWithTheAppStart() {
    let router = OnboardingRouter(applicationStart: Destination(Self.home))
    guard case .replaceRoot(let destination) = router.navigation(for: .startApplication) else {
      Issue.record("expected replaceRoot")
      return
    }
    #expect(destination.module == "home")
  }

  @Test("source test 6: the store is told onboarding was completed")
  func markCompletedSetsTheFlag() async throws {
    let store = OnboardingCompletionStoreSpy()
    let handler = OnboardingEffectHandler(store: store)
    #expect(await handler.run(.markCompleted) == .completionSaved)
    #expect(store.markCalls == 1)
    #expect(try store.isCompleted())
  }

  @Test func aFailingStoreBecomesAFailureEvent() async {
    let handler = OnboardingEffectHandler(store: OnboardingCompletionStoreSpy(fails: true))
    #expect(await handler.run(.markCompleted) == .completionFailed(reason: "disk full"))
  }

  @Test func theSQLiteStoreKeepsTheFlag() async throws {
    let database = try AppDatabase.inMemory(migrations: [SQLiteOnboardingCompletionStore.migration])
    let store = SQLiteOnboardingCompletionStore(database: database)
    #expect(try store.isCompleted() == false)
    try await store.markCompleted()
    try await store.markCompleted()  // idempotent
    #expect(try store.isCompleted())
  }

  @Test func launchShowsOnboardingUntilCompletedThenTheAppStart() {
    let pending = OnboardingLaunchPolicy(
      store: OnboardingCompletionStoreSpy(completed: false), applicationStart: Destination(Self.home))
    #expect(pending.launchDestination().module == "onboarding")
    let done = OnboardingLaunchPolicy(
      store: OnboardingCompletionStoreSpy(completed: true), applicationStart: Destination(Self.home))
    #expect(done.launchDestination().module == "home")
  }

  @Test func theModuleTakesNoInput() {
    let module = OnboardingModule(
      images: OnboardingImagesStub(names: ["a"]), store: OnboardingCompletionStoreSpy(),
      applicationStart: Destination(Self.home))
    #expect(throws: InputError.self) { try module.makeScreen(input: .json(["x": 1])) }
    #expect(throws: Never.self) { try module.makeScreen(input: .none) }
  }

  @Test func theAssembledScreenWalksTheQueueAndSavesBeforeStarting() async throws {
    let store = OnboardingCompletionStoreSpy()
    let module = OnboardingModule(
      images: OnboardingImagesStub(names: ["a", "b"]), store: store, applicationStart: Destination(Self.home))
    let screen = try module.makeScreen(input: .none)
    _ = screen.start()
    #expect(
      screen.view
        == .screen(title: "Welcome", children: [.image(.name("a")), .button(action: "continue", title: "Continue")]))
    _ = try screen.handle(action: "continue", value: nil)
    let last = try screen.handle(action: "continue", value: nil)
    #expect(last.navigation == nil)
    #expect(last.effects.count == 1)
    #expect(store.markCalls == 0)
    let result = await last.effects[0].run()
    #expect(store.markCalls == 1)
    let after = screen.receive(try #require(result))
    #expect(after.navigation?.destination?.module == "home")
  }
}
