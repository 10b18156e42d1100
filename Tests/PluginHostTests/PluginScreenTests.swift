import JSONValue
import PluginWire
import Testing
import ViperKit

@testable import PluginHost

@Suite("PluginScreen: a plugin's screen driven through its channel", .timeLimit(.minutes(1)))
struct PluginScreenTests {
  let spy = ChannelSpy()
  let s1 = PluginScreenID("s1")
  let screen: PluginScreen

  init() {
    screen = PluginScreen(id: s1, module: "quiz", channel: spy, opened: ScreenReply(view: Sample.view("Quiz")))
  }

  /// Runs an effect the screen announced; returns what it ended with.
  func run(_ work: EffectWork) -> Task<PluginUpdates.Delivery?, Never> {
    Task { await work.run()?.event as? PluginUpdates.Delivery }
  }

  @Test func anEventSendsTheActionAndTakesTheReply() throws {
    let navigation: JSONValue = ["action": "push", "module": "capitals", "input": ["round": 2]]
    spy.answer(["view": Sample.view("Answered").json, "navigation": navigation, "effects": 2])
    let reaction = try screen.handle(action: "answer", value: "Paris")
    #expect(
      spy.log == [.call(method: "screen/event", params: ["screen": "s1", "action": "answer", "value": "Paris"])])
    #expect(screen.view == Sample.view("Answered"))
    #expect(reaction.navigation?.json == navigation)
    #expect(reaction.effects.count == 2)
  }

  @Test func anEventWithoutValueSendsNone() throws {
    spy.answer([:])
    let reaction = try screen.handle(action: "skip", value: nil)
    #expect(spy.log == [.call(method: "screen/event", params: ["screen": "s1", "action": "skip"])])
    #expect(screen.view == Sample.view("Quiz"))
    #expect(reaction.navigation == nil)
    #expect(reaction.effects.isEmpty)
  }

  @Test func resumingAsksThePluginForItsReply() {
    spy.answer(["view": Sample.view("Back again").json, "navigation": ["action": "pop"]])
    let reaction = screen.resume()
    #expect(spy.log == [.call(method: "screen/resume", params: ["screen": "s1"])])
    #expect(screen.view == Sample.view("Back again"))
    #expect(reaction.navigation?.json == ["action": "pop"])
  }

  @Test func eachAnnouncedEffectWaitsForOneUpdate() async throws {
    spy.answer(["effects": 2])
    let reaction = try screen.handle(action: "fetch", value: nil)
    let effects = reaction.effects.map(run)
    await eventually { spy.updates.pending(for: s1).waiting == 2 }
    #expect(spy.updates.deliver(["screen": "s1", "view": Sample.view("One").json], for: s1))
    #expect(spy.updates.deliver(["screen": "s1", "view": Sample.view("Two").json], for: s1))
    let first = try #require(await effects[0].value)
    let second = try #require(await effects[1].value)
    #expect(first == .update(["screen": "s1", "view": Sample.view("One").json]))
    #expect(second == .update(["screen": "s1", "view": Sample.view("Two").json]))
    // The host hands each result back to the screen: the update's view is shown.
    _ = screen.receive(EffectResult(first))
    _ = screen.receive(EffectResult(second))
    #expect(screen.view == Sample.view("Two"))
  }

  @Test func anUpdateMayAnnounceMoreEffects() {
    let reaction = screen.receive(EffectResult(PluginUpdates.Delivery.update(["screen": "s1", "effects": 3])))
    #expect(reaction.effects.count == 3)
  }

  @Test func closingSendsScreenCloseAndCancelsWaitingEffects() async throws {
    spy.answer(["effects": 1])
    let effect = run(try #require(try screen.handle(action: "fetch", value: nil).effects.first))
    await eventually { spy.updates.pending(for: s1).waiting == 1 }
    screen.close()
    #expect(await effect.value == .cancelled)
    #expect(spy.log.last == .notify(method: "screen/close", params: ["screen": "s1"]))
  }

  @Test func closingAFailedScreenSendsNothing() {
    spy.fail(Sample.failure)
    screen.close()
    #expect(spy.log == [.fail(Sample.failure)])
  }

  @Test func aChannelThatFailsFailsTheScreenAndItsEffects() async throws {
    spy.answer(["effects": 1])
    let effect = run(try #require(try screen.handle(action: "fetch", value: nil).effects.first))
    await eventually { spy.updates.pending(for: s1).waiting == 1 }
    spy.answer(.failure(.failed(Sample.failure)))
    let reaction = try screen.handle(action: "next", value: nil)
    #expect(reaction.effects.isEmpty)
    #expect(screen.failure == Sample.failure)
    #expect(await effect.value == .failed(Sample.failure))
  }

  @Test func aMalformedReplyBreaksThePlugin() throws {
    spy.answer(["view": ["type": "text", "text": "not a screen"]])
    let reaction = try screen.handle(action: "next", value: nil)
    #expect(reaction.effects.isEmpty)
    #expect(screen.failure?.kind == .protocolError)
    #expect(screen.failure?.message == "bad view: $.view: the root must be a screen")
    #expect(screen.view == Sample.view("Quiz"))
  }

  @Test func aMalformedUpdateBreaksThePlugin() {
    _ = screen.receive(EffectResult(PluginUpdates.Delivery.update(["screen": "s1", "navigation": ["action": "fly"]])))
    #expect(screen.failure?.kind == .protocolError)
    #expect(screen.failure?.message == "unknown navigation action \"fly\"")
  }

  @Test func anEffectThatTimedOutBreaksThePlugin() throws {
    let reaction = screen.receive(EffectResult(PluginUpdates.Delivery.timedOut))
    #expect(reaction.effects.isEmpty)
    let failure = try #require(screen.failure)
    #expect(failure.kind == .timeout)
    #expect(failure.message.hasPrefix("the plugin did not finish an announced effect within "))
  }

  @Test(arguments: [PluginUpdates.Delivery.cancelled, .failed(Sample.failure)])
  func anEffectThatEndedWithoutUpdateChangesNothing(delivery: PluginUpdates.Delivery) {
    let reaction = screen.receive(EffectResult(delivery))
    #expect(reaction.effects.isEmpty)
    #expect(reaction.navigation == nil)
    #expect(screen.view == Sample.view("Quiz"))
    #expect(spy.log.isEmpty)
  }

  /// PLUGINS.md §1 "Errors": a refusal's `data.kind` → the ActionError the host sees.
  @Test(arguments: [
    ("unknown_action", ActionError.unknownAction("answer")),
    ("invalid_value", .invalidValue("answer", "the reason")),
    ("action_unavailable", .unavailable("answer", "the reason")),
    ("invalid_input", .unavailable("answer", "the reason")),
    ("plugin_error", .unavailable("answer", "the reason")),
    ("anything_else", .unavailable("answer", "the reason")),
  ])
  func aRefusedEventIsTheActionErrorItsKindNames(kind: String, expected: ActionError) {
    spy.answer(Sample.refused(kind, reason: "the reason"))
    #expect(throws: expected) { try screen.handle(action: "answer", value: "Lyon") }
    #expect(screen.failure == nil)
  }
}
