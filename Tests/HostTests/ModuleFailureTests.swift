import JSONValue
import Testing
import ViperKit
import Wire

@testable import Host

/// A module whose screens fail together when the test says so, like the
/// screens of a plugin whose process died.
final class FragileModule: ScreenModule, @unchecked Sendable {
  let manifest = ModuleManifest(name: "fragile", title: "Fragile", version: "1.0.0", listedOnHome: true)
  var failure: ModuleFailure?
  /// Set to fail the next screen this module makes before it shows.
  var failOnOpen = false
  private(set) var screens: [FragileScreen] = []

  func makeScreen(input: ScreenInput) throws(InputError) -> any Screen {
    let screen = FragileScreen(module: self)
    screens.append(screen)
    if failOnOpen { failure = ModuleFailure(module: "fragile", kind: .startFailed, message: "cannot start") }
    return screen
  }

  func fail(_ kind: ModuleFailure.Kind = .crashed) {
    failure = ModuleFailure(module: "fragile", kind: kind, message: "it died")
  }
}

final class FragileScreen: Screen {
  let module: FragileModule
  var closed = false
  init(module: FragileModule) { self.module = module }
  var view: ViewNode { .screen(title: "Fragile", children: [.button(action: "die", title: "Die")]) }
  var failure: ModuleFailure? { module.failure }
  func start() -> Reaction { .none }
  func resume() -> Reaction { .none }
  func handle(action: ActionName, value: ActionValue?) throws(ActionError) -> Reaction {
    if action == "die" { module.fail(.timeout) }
    return .none
  }
  func receive(_ result: EffectResult) -> Reaction { .none }
  func close() { closed = true }
}

@Suite("Module failures")
struct ModuleFailureTests {
  let fragile = FragileModule()

  func host() -> HostHarness {
    let host = HostHarness(modules: [CounterModule(), fragile]).initialized()
    _ = host.call("app/start")  // v1: counter
    _ = host.call("view/open", ["module": "fragile"])  // v2
    _ = host.call("view/open", ["module": "counter"])  // v3, above the fragile view
    return host
  }

  @Test func aFailureDuringAnEventClosesTheModulesViewsAndTheViewsAboveAndAnswersMinus32015() throws {
    let host = host()
    let messages = host.call("view/event", ["viewId": "v2", "action": "die"])
    // The counter below resumes (its view counts resumes): an update, then the error.
    #expect(methods(messages) == ["router/navigate", "view/closed", "view/closed", "view/update", "error"])
    #expect(messages[0]["params"]?["stack"] == ["v1"])
    #expect(messages[1]["params"]?["viewId"] == "v3")
    #expect(messages[2]["params"]?["viewId"] == "v2")
    #expect(messages[1...2].allSatisfy { $0["params"]?["reason"] == "plugin_failed" })
    let error = try #require(messages.last?["error"])
    #expect(error["code"] == -32015)
    #expect(error["data"] == ["kind": "plugin_failed", "module": "fragile", "reason": "timeout"])
    #expect(messages[2]["params"]?["error"] == error)
  }

  @Test func aFailureReportedBetweenRequestsClosesTheViewsUnasked() {
    let host = host()
    fragile.fail()
    host.core.moduleFailed(fragile.failure!)
    let messages = host.sink.take()
    #expect(methods(messages) == ["router/navigate", "view/closed", "view/closed", "view/update"])
    #expect(messages[2]["params"]?["error"]?["data"]?["reason"] == "crashed")
    // The survivors still answer.
    #expect(methods(host.call("view/event", ["viewId": "v1", "action": "inc"])) == ["view/update", "result"])
  }

  @Test func aReportForAModuleWhoseScreensAreFineChangesNothing() {
    let host = host()
    host.core.moduleFailed(ModuleFailure(module: "fragile", kind: .crashed, message: "an old instance"))
    #expect(host.sink.take().isEmpty)
    #expect(host.call("view/get", ["viewId": "v2"]).last?["result"]?["module"] == "fragile")
  }

  @Test func aScreenThatFailsToOpenIsNeverShown() {
    let host = HostHarness(modules: [CounterModule(), fragile]).initialized()
    _ = host.call("app/start")
    fragile.failOnOpen = true
    let messages = host.call("view/open", ["module": "fragile"])
    #expect(methods(messages) == ["error"])
    #expect(messages[0]["error"]?["data"]?["reason"] == "start_failed")
  }

  @Test func aFailedRootIsReplacedByTheLaunchScreen() {
    let host = HostHarness(modules: [CounterModule(), fragile], launch: "counter").initialized()
    _ = host.call("view/open", ["module": "fragile"])  // v1 is the root
    fragile.fail()
    host.core.moduleFailed(fragile.failure!)
    let messages = host.sink.take()
    // The same order as every stack replacement: navigate, closed, the new view.
    #expect(methods(messages) == ["router/navigate", "view/closed", "view/update"])
    #expect(messages[0]["params"]?["action"] == "replaceRoot")
    #expect(messages[0]["params"]?["module"] == "counter")
    #expect(messages[1]["params"]?["reason"] == "plugin_failed")
    #expect(messages[1]["params"]?["viewId"] == "v1")
    #expect(messages[2]["params"]?["viewId"] == "v2")
  }

  @Test func closedScreensAreToldSo() throws {
    let host = host()
    let screen = try #require(fragile.screens.first)
    #expect(!screen.closed)
    _ = host.call("view/close", ["viewId": "v2"])
    #expect(screen.closed)
  }
}
