import JSONValue
import PluginWire
import Testing
import ViperKit

@testable import PluginHost

@Suite("PluginScreen snapshots: screen/snapshot and screen/restore (PLUGINS.md §1)", .timeLimit(.minutes(1)))
struct PluginSnapshotTests {
  let spy = ChannelSpy()
  let s1 = PluginScreenID("s1")

  func screen(snapshots: Bool = true, opened: ScreenReply? = nil) -> PluginScreen {
    PluginScreen(
      id: s1, module: "quiz", channel: spy, opened: opened ?? ScreenReply(view: Sample.view("Quiz")),
      snapshots: snapshots)
  }

  func restoreCall(_ state: JSONValue, _ reason: String) -> ChannelSpy.Call {
    .call(method: "screen/restore", params: ["screen": "s1", "state": state, "reason": .string(reason)])
  }

  @Test func aSnapshotIsAskedOncePerReply() throws {
    let screen = screen()
    spy.answer(["state": ["index": 0]])
    #expect(screen.captureState()?.snapshot == ["index": 0])
    #expect(screen.captureState()?.snapshot == ["index": 0])  // no reply since: the same state
    spy.answer(["view": Sample.view("Answered").json])
    _ = try screen.handle(action: "answer", value: "Paris")
    spy.answer(["state": ["index": 1]])
    #expect(screen.captureState()?.snapshot == ["index": 1])
    let snapshots = spy.log.filter { $0 == .call(method: "screen/snapshot", params: ["screen": "s1"]) }
    #expect(snapshots.count == 2)
  }

  @Test func aRefusedSnapshotIsNone() {
    let screen = screen()
    spy.answer(Sample.refused("no_snapshot", reason: "a socket is not JSON"))
    #expect(screen.captureState() == nil)
    #expect(screen.failure == nil)
  }

  @Test(arguments: [JSONValue.object([:]), ["state": .null]])
  func aSnapshotAnswerWithoutAStateBreaksThePlugin(answer: JSONValue) {
    let screen = screen()
    spy.answer(answer)
    #expect(screen.captureState() == nil)
    #expect(screen.failure?.kind == .protocolError)
  }

  @Test func aGotoSendsTheStateAndTakesTheView() throws {
    let screen = screen()
    spy.answer(["view": Sample.view("Back").json])
    try screen.goto(ScreenState(value: 0) { ["index": 0] })
    #expect(spy.log == [restoreCall(["index": 0], "goto")])
    #expect(screen.view == Sample.view("Back"))
  }

  @Test(arguments: [JSONValue.object(["effects": 1]), ["navigation": ["action": "pop"]]])
  func aGotoThatStartsSomethingBreaksThePlugin(answer: JSONValue) {
    let screen = screen()
    spy.answer(answer)
    #expect(throws: SnapshotError.self) { try screen.goto(ScreenState(value: 0) { ["index": 0] }) }
    #expect(screen.failure?.kind == .protocolError)
  }

  @Test func aRefusedStateIsASnapshotErrorWithTheReason() {
    let screen = screen()
    spy.answer(Sample.refused("invalid_snapshot", reason: "index must be from 0 to 2"))
    #expect(throws: SnapshotError("the plugin refused the snapshot: index must be from 0 to 2")) {
      try screen.restore(snapshot: ["index": 9])
    }
    #expect(screen.failure == nil)  // a refusal, not a failure
    spy.answer(Sample.refused("invalid_snapshot", reason: "not a quiz state"))
    #expect(throws: SnapshotError.self) { try screen.goto(ScreenState(value: 0) { "x" }) }
  }

  @Test func aRestartRestoresThenRestoredStartsTheEffectsOfBothReplies() {
    let screen = screen(opened: ScreenReply(view: Sample.view("Quiz"), effects: 1))
    spy.answer(["view": Sample.view("Question 2").json, "effects": 2])
    #expect(throws: Never.self) { try screen.restore(snapshot: ["index": 1]) }
    #expect(spy.log == [restoreCall(["index": 1], "restart")])
    #expect(screen.view == Sample.view("Question 2"))
    #expect(screen.restored().effects.count == 3)
  }

  @Test func aPluginThatCrashesDuringARestoreFails() {
    let screen = screen()
    spy.answer(.failure(.failed(Sample.failure)))
    #expect(throws: SnapshotError(Sample.failure.message)) { try screen.restore(snapshot: ["index": 1]) }
    #expect(screen.failure == Sample.failure)
  }

  @Test func aPluginWithoutSnapshotsGetsNeitherRequest() throws {
    let screen = screen(snapshots: false, opened: ScreenReply(view: Sample.view("Quiz"), effects: 1))
    #expect(screen.captureState() == nil)
    #expect(throws: SnapshotError.unsupported) { try screen.goto(ScreenState(value: 0) { ["index": 0] }) }
    // A saved state is ignored: the view starts as opened with its input.
    try screen.restore(snapshot: ["index": 1])
    #expect(screen.restored().effects.count == 1)
    #expect(spy.log.isEmpty)
  }

  @Test func theModulePassesTheManifestsSnapshotsToItsScreens() throws {
    for snapshots in [true, false] {
      let spy = ChannelSpy(answers: [.success(["view": Sample.view("Quiz").json])])
      var manifest = Sample.manifest
      manifest.snapshots = snapshots
      let module = PluginModule(manifest: manifest) { .success(spy) }
      let screen = try #require(try module.makeScreen(input: .none) as? PluginScreen)
      #expect(screen.snapshots == snapshots)
    }
  }
}
