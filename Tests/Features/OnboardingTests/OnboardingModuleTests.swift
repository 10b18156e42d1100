import Testing
import ViperKit
import ViperTesting

@testable import Onboarding

/// The assembled screen (adapter, presenter, interactor, router, effect
/// handler) driven by wire names, its effects run against the store spy.
@Suite("Onboarding screen")
struct OnboardingModuleTests {
  static let home = Destination(ModuleKey<NoInput>("home"))

  func module(_ names: [String], store: OnboardingCompletionStoreSpy) -> OnboardingModule {
    OnboardingModule(images: OnboardingImageGatewayStub(names: names), store: store, applicationStart: Self.home)
  }

  @Test func theModuleTakesNoInput() {
    let module = module(["a"], store: OnboardingCompletionStoreSpy())
    #expect(throws: InputError.self) { try module.makeScreen(input: .json(1)) }
    #expect(throws: Never.self) { try module.makeScreen(input: .none) }
  }

  @Test func walksTheQueueAndSavesBeforeStarting() async throws {
    let store = OnboardingCompletionStoreSpy()
    let screen = try ScreenTester(module(["a", "b"], store: store))
    #expect(
      screen.view
        == .screen(
          title: "Welcome",
          children: [.image(.name("a", label: "about a")), .button(action: "continue", title: "Continue")]))
    try screen.send("continue")
    #expect(
      screen.view
        == .screen(
          title: "Welcome",
          children: [.image(.name("b", label: "about b")), .button(action: "continue", title: "Start")]))
    try screen.send("continue")
    #expect(screen.view == .screen(title: "Welcome", children: [.spinner(label: "Starting…")]))
    #expect(screen.pendingEffects.count == 1)
    #expect(store.calls == [])
    #expect(screen.navigations.isEmpty)
    await screen.runEffects()
    #expect(store.calls == [.markCompleted])
    #expect(screen.navigations.map(NavigationStep.init) == [.replaceRoot("home")])
  }

  @Test func aFailedSaveShowsAnAlertAndRetrySavesAgain() async throws {
    let store = OnboardingCompletionStoreSpy(fails: true)
    let screen = try ScreenTester(module([], store: store))
    await screen.runEffects()
    #expect(
      screen.view
        == .screen(
          title: "Welcome",
          children: [
            .alert(
              title: "Error", message: "Could not save your progress: disk full",
              actions: [NodeAction(action: "retry", title: "Retry")])
          ]))
    #expect(throws: ActionError.unavailable("continue", "not offered by the view right now")) {
      try screen.send("continue")
    }
    try screen.send("retry")
    #expect(screen.view == .screen(title: "Welcome", children: [.spinner(label: "Starting…")]))
    screen.receive(OnboardingResult.completionSaved)
    #expect(store.calls == [.markCompleted])
    #expect(screen.navigations.map(NavigationStep.init) == [.replaceRoot("home")])
  }

  @Test func refusesUnknownActions() throws {
    let screen = try ScreenTester(module(["a"], store: OnboardingCompletionStoreSpy()))
    #expect(throws: ActionError.unknownAction("jump")) { try screen.send("jump") }
  }
}
