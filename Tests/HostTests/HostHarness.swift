import JSONValue
import Logging
import Testing
import ViperKit
import Wire

@testable import Host

/// The host's dispatcher without pipes: lines in, messages out.
final class HostHarness {
  let sink = SinkSpy()
  let scheduler = ManualScheduler()
  let core: HostCore
  private var nextID: Int64 = 1

  init(
    modules: [any ScreenModule] = [CounterModule()], launch: ModuleName = "counter",
    configuration: HostConfiguration = HostConfiguration(version: "9.9.9", maxLineBytes: 1024),
    sessionStore: (any SessionStore)? = nil
  ) {
    core = HostCore(
      configuration: configuration, registry: ModuleRegistry(modules),
      launchPolicy: FixedLaunch(module: launch), scheduler: scheduler, sink: sink, logger: Logger(label: "test"),
      sessionStore: sessionStore)
  }

  func line(_ text: String) -> [JSONValue] {
    var bytes = Array(text.utf8)
    bytes.withUnsafeMutableBufferPointer { core.receive(.line(UnsafeBufferPointer($0))) }
    return sink.take()
  }

  /// Sends a request and returns everything it caused, the response last.
  func call(_ method: String, _ params: JSONValue? = nil) -> [JSONValue] {
    var message: JSONObject = ["jsonrpc": "2.0", "id": .int(nextID), "method": .string(method)]
    if let params { message["params"] = params }
    nextID += 1
    core.receive(.object(message))
    return sink.take()
  }

  func initialized() -> HostHarness {
    _ = call("initialize", ["protocolVersion": "1"])
    return self
  }
}

func methods(_ messages: [JSONValue]) -> [String] {
  messages.map { $0["method"]?.stringValue ?? ($0["error"] != nil ? "error" : "result") }
}
