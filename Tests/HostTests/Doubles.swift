import JSONValue
import ViperKit
import Wire

@testable import Host

/// Collects what the host sends.
final class SinkSpy: MessageSink {
  var messages: [JSONValue] = []
  @discardableResult func send(_ message: JSONValue) -> Delivery {
    messages.append(message)
    return .written(bytes: JSONSerializer.bytes(message).count + 1)
  }

  /// The messages sent since the last call.
  func take() -> [JSONValue] {
    defer { messages.removeAll() }
    return messages
  }
}

/// Holds effects until a test runs them, so ordering is up to the test.
final class ManualScheduler: EffectScheduler {
  var pending: [EffectCompletion] = []
  var scheduled: [(ViewID, EffectWork)] = []
  /// The views whose effects the host cancelled, in order.
  var cancelled: [ViewID] = []
  func schedule(_ work: EffectWork, for view: ViewID) { scheduled.append((view, work)) }
  func cancelEffects(of view: ViewID) { cancelled.append(view) }

  /// Runs every scheduled effect and delivers the results to `core`, in order.
  func runAll(into core: HostCore) async {
    while !scheduled.isEmpty {
      let (view, work) = scheduled.removeFirst()
      let result = await work.run()
      core.deliver(EffectCompletion(view: view, result: result))
    }
  }
}

struct FixedLaunch: LaunchPolicy {
  var module: ModuleName
  func launchDestination() -> Destination { Destination(untyped: module) }
}

/// A small module that exercises every host path: view changes, effects and
/// each kind of navigation.
struct CounterModule: ScreenModule {
  var manifest: ModuleManifest
  var snapshots: Bool
  init(name: ModuleName = "counter", snapshots: Bool = true) {
    manifest = ModuleManifest(name: name, title: "Counter", version: "1.0.0", listedOnHome: true)
    self.snapshots = snapshots
  }

  func makeScreen(input: ScreenInput) throws(InputError) -> any Screen {
    let start: Int
    switch input {
    case .json(let json):
      guard let value = json["start"]?.intValue else { throw InputError("start must be a number") }
      start = Int(value)
    default: start = 0
    }
    let screen = CounterScreen(count: start)
    screen.takesSnapshots = snapshots
    return screen
  }
}

final class CounterScreen: Screen {
  struct Incremented: Sendable {}
  var count: Int
  var resumed = 0
  init(count: Int) { self.count = count }

  var view: ViewNode {
    .screen(
      title: "Counter",
      children: [.text("\(count)"), .button(action: "inc", title: "+1"), .text("resumed \(resumed)")]
        + (restoredCalls > 0 ? [.text("restored")] : []))
  }

  func start() -> Reaction { .none }
  func resume() -> Reaction {
    resumed += 1
    return .none
  }

  func handle(action: ActionName, value: ActionValue?) throws(ActionError) -> Reaction {
    switch action {
    case "inc":
      count += 1
      return .none
    case "noop": return .none
    case "work": return Reaction(effects: [EffectWork { EffectResult(Incremented()) }])
    case "push": return Reaction(navigation: .push(Destination(untyped: "counter")))
    case "present": return Reaction(navigation: .present(Destination(untyped: "counter")))
    case "pop": return Reaction(navigation: .pop)
    case "dismiss": return Reaction(navigation: .dismiss)
    case "open-missing": return Reaction(navigation: .push(Destination(untyped: "missing")))
    default: throw .unknownAction(action)
    }
  }

  func receive(_ result: EffectResult) -> Reaction {
    if result.event is Incremented { count += 100 }
    return .none
  }

  // Snapshots: the count; a restored counter says so.
  var restoredCalls = 0
  var takesSnapshots = true

  func captureState() -> ScreenState? {
    guard takesSnapshots else { return nil }
    let count = count
    return ScreenState(value: count) { ["count": .int(Int64(count))] }
  }

  func goto(_ state: ScreenState) throws(SnapshotError) {
    guard let count = state.value as? Int else { throw .unsupported }
    self.count = count
  }

  func restore(snapshot: JSONValue) throws(SnapshotError) {
    guard takesSnapshots else { throw .unsupported }
    guard let count = snapshot["count"]?.intValue else { throw SnapshotError("count is missing") }
    self.count = Int(count)
  }

  func restored() -> Reaction {
    restoredCalls += 1
    return .none
  }
}
