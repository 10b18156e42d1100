import Testing
import ViperKit
import ViperTesting

@testable import MyScreen

/// The screen assembled by its module, driven by wire names, its effects
/// run against a gateway spy.
@Suite("My screen screen")
struct MyScreenScreenTests {
  func open(_ gateway: MyScreenGatewaySpy, input: ScreenInput = .none) throws -> ScreenTester {
    try ScreenTester(MyScreenModule(effects: MyScreenEffectHandler(gateway: gateway)), input: input)
  }

  /// The texts on screen, in order.
  func texts(_ screen: ScreenTester) -> [String] {
    screen.view.children.compactMap { node in if case .text(let text) = node { text.text } else { nil } }
  }

  @Test func aCountSurvivesASnapshot() async throws {
    let gateway = MyScreenGatewaySpy(loaded: .success(2))
    let screen = try open(gateway)
    await screen.runEffects()
    try screen.send("add")
    let module = MyScreenModule(effects: MyScreenEffectHandler(gateway: gateway))
    let snapshot = try screen.expectSnapshotRoundTrip(through: module)
    #expect(snapshot["count"] == 3)
  }

  @Test func loadsAddsAndSaves() async throws {
    let gateway = MyScreenGatewaySpy(loaded: .success(2))
    let screen = try open(gateway)
    #expect(texts(screen) == ["Count: 0", "Loading…"])
    await screen.runEffects()
    #expect(texts(screen) == ["Count: 2", "Saved: 2"])
    try screen.send("add")
    try screen.send("add")
    try screen.send("save")
    #expect(screen.view.children[2] == .button(action: "save", title: "Saving…", enabled: false))
    await screen.runEffects()
    #expect(texts(screen) == ["Count: 4", "Saved: 4"])
    #expect(gateway.calls == [.loadCount, .save(count: 4)])
  }

  @Test func theInputSetsTheStep() async throws {
    let screen = try open(MyScreenGatewaySpy(), input: .json(["step": 10]))
    await screen.runEffects()
    try screen.send("add")
    #expect(texts(screen).first == "Count: 10")
  }

  @Test func aFailedSaveShowsAnAlertThatDismissCloses() async throws {
    let screen = try open(MyScreenGatewaySpy(saving: .failure(.unavailable)))
    await screen.runEffects()
    try screen.send("save")
    await screen.runEffects()
    let alert = try #require(screen.view.alert)
    #expect(
      alert
        == .alert(
          title: "Something went wrong", message: "The store cannot be reached. Try again later.",
          actions: [NodeAction(action: "dismiss", title: "OK")]))
    try screen.send("dismiss")
    #expect(screen.view.alert == nil)
  }

  @Test func aStubbedResultStandsInForTheGateway() throws {
    let gateway = MyScreenGatewaySpy()
    let screen = try open(gateway)
    screen.receive(MyScreenResult.loaded(8))
    #expect(texts(screen) == ["Count: 8", "Saved: 8"])
    #expect(gateway.calls.isEmpty)
  }

  @Test func doneGoesBackAndUnknownActionsAreRefused() throws {
    let screen = try open(MyScreenGatewaySpy())
    #expect(throws: ActionError.unknownAction("nope")) { try screen.send("nope") }
    #expect(throws: ActionError.unavailable("add", "the saved count is still loading")) { try screen.send("add") }
    try screen.send("done")
    #expect(screen.navigations.count == 1)
    #expect(screen.navigations.first?.isPop == true)
  }

  @Test func aBadInputIsRefused() {
    #expect(throws: InputError.self) { try open(MyScreenGatewaySpy(), input: .json(["step": 0])) }
  }
}
