import JSONValue
import PluginWire
import Synchronization
import Testing
import ViperKit
import ViperPluginSDK
import Wire

@testable import PluginHost

/// A counter whose state is its count; `restored` re-issues one effect
/// (what was "in flight"), whose result adds 10.
private final class CounterScreen: Screen {
  var count: Int
  init(count: Int) { self.count = count }
  var view: ViewNode { .screen(title: "Count \(count)", children: []) }
  func start() -> Reaction { .none }
  func resume() -> Reaction { .none }
  func handle(action: ActionName, value: ActionValue?) throws(ActionError) -> Reaction {
    count += 1
    return .none
  }
  func receive(_ result: EffectResult) -> Reaction {
    count += result.event as? Int ?? 0
    return .none
  }
  func captureState() -> ScreenState? {
    let count = count
    return ScreenState(value: count) { .int(Int64(count)) }
  }
  func restore(snapshot: JSONValue) throws(SnapshotError) {
    guard case .int(let value) = snapshot, value >= 0 else { throw SnapshotError("a count is a natural number") }
    count = Int(value)
  }
  func restored() -> Reaction { Reaction(effects: [EffectWork { EffectResult(10) }]) }
}

private struct CounterModule: ScreenModule {
  let manifest: ModuleManifest
  init(snapshots: Bool) {
    manifest = ModuleManifest(
      name: "counter", title: "Counter", version: "1.0.0", listedOnHome: true, snapshots: snapshots)
  }
  func makeScreen(input: ScreenInput) throws(InputError) -> any Screen { CounterScreen(count: 0) }
}

/// The host's side of a library plugin without the library: each call goes
/// through the SDK's runtime as the C ABI would carry it (one message in,
/// one out); the updates it notifies reach `updates`.
private final class RuntimeChannel: PluginChannel {
  let updates = PluginUpdates()
  let effectTimeout: Duration = .seconds(60)
  private let runtime: Mutex<PluginRuntime?> = Mutex(nil)
  private let failed = Mutex<ModuleFailure?>(nil)
  private let methods = Mutex<[String]>([])

  init(module: any ScreenModule) {
    let updates = updates
    let made = PluginRuntime(module: module) { bytes in
      guard let message = try? JSONParser().parse(bytes), case .string(let screen)? = message["params"]?["screen"]
      else { return }
      _ = updates.deliver(message["params"] ?? .null, for: PluginScreenID(screen))
    }
    runtime.withLock { $0 = made }
  }

  var sent: [String] { methods.withLock { $0 } }
  var failure: ModuleFailure? { failed.withLock { $0 } }
  func fail(_ failure: ModuleFailure) { failed.withLock { $0 = failure } }
  func notify(_ method: String, _ params: JSONValue) { _ = call(method, params) }

  func call(_ method: String, _ params: JSONValue) -> Result<JSONValue, PluginCallError> {
    methods.withLock { $0.append(method) }
    let request = PluginMessageCodec.request(id: 1, method: method, params: params)
    let answer = runtime.withLock { $0! }.handle(request.withUnsafeBufferPointer { $0 })
    guard let answer, let message = try? JSONParser().parse(answer) else { return .success(.null) }
    if let error = message["error"] { return .failure(.rejected(PluginRefusal(error: error))) }
    return .success(message["result"] ?? .null)
  }
}

@Suite("Library plugins take snapshots through the SDK (the C ABI carries messages)", .timeLimit(.minutes(1)))
struct LibrarySnapshotTests {
  @Test func theManifestDeclaresSnapshotsOnlyWhenTheModuleDoes() throws {
    #expect(CounterModule(snapshots: true).manifest.pluginJSON["snapshots"] == true)
    #expect(CounterModule(snapshots: false).manifest.pluginJSON["snapshots"] == nil)
    for (given, expected) in [(JSONValue?.none, false), (true, true), (false, false)] {
      var json: JSONObject = ["name": "counter", "title": "Counter", "version": "1"]
      if let given { json.append("snapshots", given) }
      #expect(try ModuleManifest(pluginJSON: .object(json), origin: .library).snapshots == expected)
    }
    #expect(throws: PluginMessageError.self) {
      try ModuleManifest(pluginJSON: ["name": "c", "title": "C", "version": "1", "snapshots": "yes"], origin: .library)
    }
  }

  @Test func aStateGoesOutAndComesBackByGoto() throws {
    let channel = RuntimeChannel(module: CounterModule(snapshots: true))
    let module = PluginModule(manifest: CounterModule(snapshots: true).manifest) { .success(channel) }
    let screen = try module.makeScreen(input: .none)
    _ = screen.start()
    let atZero = try #require(screen.captureState())
    _ = try screen.handle(action: "add", value: nil)
    _ = try screen.handle(action: "add", value: nil)
    #expect(screen.captureState()?.snapshot == 2)
    try screen.goto(atZero)
    #expect(screen.view == .screen(title: "Count 0", children: []))
    #expect(channel.sent.contains("screen/snapshot") && channel.sent.contains("screen/restore"))
  }

  @Test func aRestartRestoresTheStateAndReissuesTheEffect() async throws {
    let channel = RuntimeChannel(module: CounterModule(snapshots: true))
    let module = PluginModule(manifest: CounterModule(snapshots: true).manifest) { .success(channel) }
    let screen = try module.makeScreen(input: .none)
    try screen.restore(snapshot: 5)
    #expect(screen.view == .screen(title: "Count 5", children: []))
    let reaction = screen.restored()
    let work = try #require(reaction.effects.first)
    #expect(reaction.effects.count == 1)
    let result = try #require(await work.run())
    _ = screen.receive(result)
    #expect(screen.view == .screen(title: "Count 15", children: []))
  }

  @Test func aStateTheScreenCannotUseIsRefusedAsInvalidSnapshot() throws {
    let channel = RuntimeChannel(module: CounterModule(snapshots: true))
    let module = PluginModule(manifest: CounterModule(snapshots: true).manifest) { .success(channel) }
    let screen = try module.makeScreen(input: .none)
    #expect(throws: SnapshotError("the plugin refused the snapshot: a count is a natural number")) {
      try screen.restore(snapshot: "many")
    }
    #expect(screen.failure == nil)
    let runtime = PluginRuntime(module: CounterModule(snapshots: true)) { _ in }
    _ = runtime.handle("screen/open", params: ["screen": "s1"])
    let refusal = runtime.handle("screen/restore", params: ["screen": "s1", "state": -1, "reason": "goto"])
    #expect(refusal.error?.kind == "invalid_snapshot")
  }

  @Test func aModuleWithoutSnapshotsGetsNeitherRequest() throws {
    let channel = RuntimeChannel(module: CounterModule(snapshots: false))
    let module = PluginModule(manifest: CounterModule(snapshots: false).manifest) { .success(channel) }
    let screen = try module.makeScreen(input: .none)
    #expect(screen.captureState() == nil)
    try screen.restore(snapshot: 5)
    _ = screen.restored()
    #expect(throws: SnapshotError.unsupported) { try screen.goto(ScreenState(value: 0) { 0 }) }
    #expect(channel.sent == ["screen/open"])
  }
}
