import JSONValue
import Synchronization
import Testing
import ViperKit
import ViperPluginSDK
import Wire

/// A module whose `fetch` starts an effect that comes back with a number.
struct FetchingModule: ScreenModule {
  let manifest = ModuleManifest(name: "fetching", title: "Fetching", version: "2.0.0", listedOnHome: false)

  func makeScreen(input: ScreenInput) throws(InputError) -> any Screen {
    if case .json(let json) = input, json != ["start": 0] { throw InputError("start must be 0") }
    return FetchingScreen()
  }
}

final class FetchingScreen: Screen {
  var value = 0
  var view: ViewNode { .screen(title: "Fetching", children: [.text("value: \(value)")]) }
  func start() -> Reaction { .none }
  func resume() -> Reaction { .none }
  func handle(action: ActionName, value: ActionValue?) throws(ActionError) -> Reaction {
    switch action {
    case "fetch": return Reaction(effects: [EffectWork { EffectResult(42) }])
    case "leave": return Reaction(navigation: .pop)
    case "locked": throw .unavailable(action, "locked for now")
    default: throw .unknownAction(action)
    }
  }
  func receive(_ result: EffectResult) -> Reaction {
    value = result.event as? Int ?? -1
    return .none
  }
}

/// The runtime as a host sees it: request lines in, answers and
/// notifications out.
final class RuntimeHarness: Sendable {
  let notifications: AsyncStream<JSONValue>
  let runtime: PluginRuntime

  init(module: any ScreenModule = FetchingModule()) {
    let (stream, continuation) = AsyncStream<JSONValue>.makeStream()
    notifications = stream
    runtime = PluginRuntime(module: module) { bytes in
      continuation.yield(try! JSONParser().parse(bytes))
    }
  }

  func call(_ method: String, _ params: JSONValue) throws -> JSONValue {
    let request = JSONSerializer.bytes(["jsonrpc": "2.0", "id": 7, "method": .string(method), "params": params])
    let answer = try #require(request.withUnsafeBufferPointer { runtime.handle($0) })
    let message = try JSONParser().parse(answer)
    #expect(message["id"] == 7)
    return message
  }
}

@Suite("Plugin runtime (SDK)")
struct PluginRuntimeTests {
  @Test func theHandshakeCarriesTheManifest() throws {
    let answer = try RuntimeHarness().call("plugin/initialize", ["protocolVersion": "1"])
    #expect(answer["result"]?["protocolVersion"] == "1")
    #expect(
      answer["result"]?["manifest"]
        == ["name": "fetching", "title": "Fetching", "version": "2.0.0", "home": false])
  }

  @Test func anEffectEndsInExactlyOneUpdateForItsScreen() async throws {
    let harness = RuntimeHarness()
    let opened = try harness.call("screen/open", ["screen": "s1", "input": ["start": 0]])
    #expect(opened["result"]?["view"]?["children"] == [["type": "text", "text": "value: 0"]])
    let fetched = try harness.call("screen/event", ["screen": "s1", "action": "fetch"])
    #expect(fetched["result"]?["effects"] == 1)
    var updates = harness.notifications.makeAsyncIterator()
    let update = try #require(await updates.next())
    #expect(update["method"] == "screen/update")
    #expect(update["params"]?["screen"] == "s1")
    #expect(update["params"]?["view"]?["children"] == [["type": "text", "text": "value: 42"]])
    #expect(update["params"]?["effects"] == nil)
  }

  @Test func refusalsCarryTheKindTheHostMaps() throws {
    let harness = RuntimeHarness()
    let badInput = try harness.call("screen/open", ["screen": "s1", "input": ["start": 3]])
    #expect(badInput["error"]?["data"] == ["kind": "invalid_input", "reason": "start must be 0"])
    _ = try harness.call("screen/open", ["screen": "s2"])
    let locked = try harness.call("screen/event", ["screen": "s2", "action": "locked"])
    #expect(locked["error"]?["data"] == ["kind": "action_unavailable", "reason": "locked for now"])
    let unknown = try harness.call("screen/event", ["screen": "s2", "action": "fly"])
    #expect(unknown["error"]?["data"]?["kind"] == "unknown_action")
    let leave = try harness.call("screen/event", ["screen": "s2", "action": "leave"])
    #expect(leave["result"]?["navigation"] == ["action": "pop"])
    _ = try harness.call("screen/close", ["screen": "s2"])
    let gone = try harness.call("screen/event", ["screen": "s2", "action": "fetch"])
    #expect(gone["error"]?["data"]?["kind"] == "screen_not_found")
    #expect(try harness.call("screen/zoom", ["screen": "s2"])["error"]?["code"] == -32601)
  }
}
