import Synchronization
import Testing
import ViperKit

/// Closing a screen cancels the effects whose lifetime ends with it; the
/// others run to their end; every effect still completes once.
@Suite("Effect tasks")
struct EffectTasksTests {
  /// An effect that sleeps for an hour unless cancelled, and says which.
  static func sleeper(_ lifetime: EffectLifetime) -> EffectWork {
    EffectWork(lifetime: lifetime) {
      do {
        try await Task.sleep(for: .seconds(3600))
        return EffectResult("slept")
      } catch {
        return EffectResult("cancelled")
      }
    }
  }

  static func quick(_ lifetime: EffectLifetime) -> EffectWork {
    EffectWork(lifetime: lifetime) { EffectResult("done") }
  }

  func results(of runs: [(EffectWork, String)], cancelling owner: String) async -> [String] {
    let tasks = EffectTasks<String>()
    let (stream, continuation) = AsyncStream.makeStream(of: String.self)
    for (work, owner) in runs {
      tasks.run(work, for: owner) { result in continuation.yield("\(owner): \(result?.event as? String ?? "-")") }
    }
    tasks.cancel(owner)
    var seen: [String] = []
    for await line in stream {
      seen.append(line)
      if seen.count == runs.filter({ $0.0.lifetime == .cancelledWithView || $0.1 != owner }).count { break }
    }
    return seen.sorted()
  }

  @Test func cancellingAnOwnerStopsItsCancellableEffectsOnly() async {
    let seen = await results(
      of: [(Self.sleeper(.cancelledWithView), "a"), (Self.quick(.cancelledWithView), "b")], cancelling: "a")
    #expect(seen == ["a: cancelled", "b: done"])
  }

  @Test func anEffectThatOutlivesItsViewIsNotCancelled() async {
    let tasks = EffectTasks<String>()
    let finished = Mutex<[String]>([])
    let (stream, continuation) = AsyncStream.makeStream(of: Void.self)
    let gate = Mutex<CheckedContinuation<Void, Never>?>(nil)
    let work = EffectWork(lifetime: .outlivesView) {
      await withCheckedContinuation { waiting in gate.withLock { $0 = waiting } }
      return EffectResult(Task.isCancelled ? "cancelled" : "finished")
    }
    tasks.run(work, for: "a") { result in
      finished.withLock { $0.append(result?.event as? String ?? "-") }
      continuation.yield()
    }
    // Wait until the effect runs, cancel its owner, then let it end.
    while gate.withLock({ $0 == nil }) { await Task.yield() }
    tasks.cancel("a")
    gate.withLock { $0?.resume() }
    for await _ in stream { break }
    #expect(finished.withLock { $0 } == ["finished"])
  }
}
