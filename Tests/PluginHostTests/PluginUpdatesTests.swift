import JSONValue
import PluginWire
import Testing
import ViperKit

@testable import PluginHost

@Suite("PluginUpdates: updates handed to the effects that wait for them", .timeLimit(.minutes(1)))
struct PluginUpdatesTests {
  let updates = PluginUpdates()
  let s1 = PluginScreenID("s1")
  let s2 = PluginScreenID("s2")
  let long = Duration.seconds(60)

  /// Starts an effect waiting on `screen` and returns once it is registered.
  func waiting(on screen: PluginScreenID) async -> Task<PluginUpdates.Delivery, Never> {
    let before = updates.pending(for: screen).waiting
    let updates = updates
    let long = long
    let task = Task { await updates.next(for: screen, timeout: long) }
    await eventually { updates.pending(for: screen).waiting > before }
    return task
  }

  @Test func anUpdateBeforeItsEffectWaitsQueuedInOrder() async {
    #expect(updates.deliver(["n": 1], for: s1))
    #expect(updates.deliver(["n": 2], for: s1))
    #expect(updates.pending(for: s1) == (queued: 2, waiting: 0))
    #expect(await updates.next(for: s1, timeout: long) == .update(["n": 1]))
    #expect(await updates.next(for: s1, timeout: long) == .update(["n": 2]))
    #expect(updates.pending(for: s1) == (queued: 0, waiting: 0))
  }

  @Test func anUpdateAfterItsEffectWaitsIsDeliveredToIt() async {
    let effect = await waiting(on: s1)
    #expect(updates.deliver(["n": 1], for: s1))
    #expect(await effect.value == .update(["n": 1]))
    #expect(updates.pending(for: s1) == (queued: 0, waiting: 0))
  }

  @Test func updatesGoToTheirOwnScreenOnly() async {
    let first = await waiting(on: s1)
    #expect(updates.deliver(["for": "s2"], for: s2))
    #expect(updates.pending(for: s1) == (queued: 0, waiting: 1))
    #expect(updates.deliver(["for": "s1"], for: s1))
    #expect(await first.value == .update(["for": "s1"]))
    #expect(await updates.next(for: s2, timeout: long) == .update(["for": "s2"]))
  }

  @Test func waitersAreServedInTheOrderTheyCame() async {
    let first = await waiting(on: s1)
    let second = await waiting(on: s1)
    #expect(updates.deliver(["n": 1], for: s1))
    #expect(updates.deliver(["n": 2], for: s1))
    #expect(await first.value == .update(["n": 1]))
    #expect(await second.value == .update(["n": 2]))
  }

  @Test func cancellingAScreenEndsItsWaitersAndDropsLateUpdates() async {
    let first = await waiting(on: s1)
    let second = await waiting(on: s1)
    let other = await waiting(on: s2)
    updates.cancel(s1)
    #expect(await first.value == .cancelled)
    #expect(await second.value == .cancelled)
    // A late update is not an error (the plugin had not heard yet): it is dropped.
    #expect(updates.deliver(["late": true], for: s1))
    #expect(updates.pending(for: s1) == (queued: 0, waiting: 0))
    #expect(await updates.next(for: s1, timeout: long) == .cancelled)
    // The other screen still waits, and still gets its update.
    #expect(updates.pending(for: s2) == (queued: 0, waiting: 1))
    #expect(updates.deliver(["n": 2], for: s2))
    #expect(await other.value == .update(["n": 2]))
  }

  @Test func cancellingDropsWhatWasQueued() async {
    #expect(updates.deliver(["n": 1], for: s1))
    updates.cancel(s1)
    #expect(await updates.next(for: s1, timeout: long) == .cancelled)
  }

  @Test func failingEndsEveryWaiterWithTheFailure() async {
    let first = await waiting(on: s1)
    let other = await waiting(on: s2)
    updates.fail(Sample.failure)
    #expect(await first.value == .failed(Sample.failure))
    #expect(await other.value == .failed(Sample.failure))
    // Later: every effect ends at once with the first failure; updates are dropped.
    let later = ModuleFailure(module: "quiz", kind: .timeout, message: "a second failure")
    updates.fail(later)
    #expect(await updates.next(for: s1, timeout: long) == .failed(Sample.failure))
    #expect(updates.deliver(["late": true], for: s1))
    #expect(updates.pending(for: s1) == (queued: 0, waiting: 0))
  }

  @Test func aWaiterWithNoUpdateExpiresAsTimedOut() async {
    #expect(await updates.next(for: s1, timeout: .milliseconds(1)) == .timedOut)
    #expect(updates.pending(for: s1) == (queued: 0, waiting: 0))
  }

  @Test func anExpiredWaiterLeavesTheOthersWaiting() async {
    let patient = await waiting(on: s1)
    #expect(await updates.next(for: s1, timeout: .milliseconds(1)) == .timedOut)
    #expect(updates.pending(for: s1).waiting == 1)
    #expect(updates.deliver(["n": 1], for: s1))
    #expect(await patient.value == .update(["n": 1]))
  }

  @Test func aScreenQueuesAtMostMaxQueuedUpdates() async {
    for n in 0..<PluginUpdates.maxQueued {
      #expect(updates.deliver(["n": .int(Int64(n))], for: s1))
    }
    #expect(updates.deliver(["n": "one too many"], for: s1) == false)
    #expect(updates.pending(for: s1).queued == PluginUpdates.maxQueued)
    // The bound is per screen, and taking one makes room again.
    #expect(updates.deliver(["n": 0], for: s2))
    #expect(await updates.next(for: s1, timeout: long) == .update(["n": 0]))
    #expect(updates.deliver(["n": "room again"], for: s1))
  }
}
