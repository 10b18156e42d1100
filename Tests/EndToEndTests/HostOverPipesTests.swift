import Foundation
import JSONValue
import Testing
import Transcripts
import Wire

#if canImport(Glibc)
  import Glibc
#endif

/// The registered modules in catalog order (PROTOCOL §7), as `viper-host
/// modules` lists them: the composition root's one list of built-in
/// features, then those made with `viper-host new module` ("scaffolded").
enum ModuleListing {
  /// Each module's name and where it comes from (nil: built in).
  static func read() throws -> [(name: String, origin: String?)] {
    let process = try HostProcess(executable: HostBinary.path, arguments: ["modules"])
    let lines = try process.readToEnd()
    #expect(process.waitForExit() == 0)
    return lines.map { line in
      let fields = line.split(separator: "\t").map(String.init)
      return (fields.first ?? "", fields.count > 3 ? fields[3] : nil)
    }
  }

  static func builtIn() throws -> [String] { try read().filter { $0.origin == nil }.map(\.name) }
}

/// A frontend's view of the real binary: requests in, parsed messages out.
final class Frontend {
  let host: HostProcess
  private let parser = JSONParser()
  private var nextID: Int64 = 1

  init(_ arguments: [String]) throws { host = try HostBinary.start(arguments) }
  init(host: HostProcess) { self.host = host }

  func message() throws -> JSONValue { try parser.parse(host.readLine()) }

  /// Sends a request and returns every message up to and including its response.
  func call(_ method: String, _ params: JSONValue? = nil) throws -> [JSONValue] {
    let id = nextID
    nextID += 1
    var request: JSONObject = ["jsonrpc": "2.0", "id": .int(id), "method": .string(method)]
    if let params { request["params"] = params }
    try host.send(JSONSerializer.bytes(.object(request)))
    var messages: [JSONValue] = []
    while true {
      let message = try message()
      messages.append(message)
      if message["id"] == .int(id) { return messages }
    }
  }

  func result(_ method: String, _ params: JSONValue? = nil) throws -> JSONValue? {
    try call(method, params).last?["result"]
  }

  func initialize() throws {
    _ = try call("initialize", ["protocolVersion": "1"])
  }

  func finish() -> Int32? {
    host.closeInput()
    _ = try? host.readToEnd()
    return host.waitForExit()
  }
}

@Suite("viper-host over real pipes", .serialized)
struct HostOverPipesTests {
  @Test func onboardingThroughStartThenARestartOpensHome() throws {
    let dataDir = try HostBinary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dataDir) }

    let first = try Frontend(["--data-dir", dataDir])
    try first.initialize()
    #expect(try first.result("app/start") == ["viewId": "v1", "module": "onboarding"])
    var titles: [String] = []
    for _ in 0..<5 {
      let view = try #require(try first.result("view/get", ["viewId": "v1"])?["view"])
      titles.append(view["children"]?.arrayValue?.last?["title"]?.stringValue ?? "?")
      _ = try first.call("view/event", ["viewId": "v1", "action": "continue"])
    }
    #expect(titles == ["Continue", "Continue", "Continue", "Continue", "Start"])
    let afterStart = try first.call("host/idle")
    #expect(afterStart.first?["params"]?["action"] == "replaceRoot")
    #expect(afterStart.first?["params"]?["module"] == "home")
    #expect(first.finish() == 0)

    let second = try Frontend(["--data-dir", dataDir])
    try second.initialize()
    #expect(try second.result("app/start") == ["viewId": "v1", "module": "home"])
    #expect(second.finish() == 0)
  }

  @Test func quittingBeforeStartKeepsOnboarding() throws {
    let dataDir = try HostBinary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dataDir) }
    let first = try Frontend(["--data-dir", dataDir])
    try first.initialize()
    _ = try first.call("app/start")
    for _ in 0..<4 { _ = try first.call("view/event", ["viewId": "v1", "action": "continue"]) }
    #expect(first.finish() == 0)
    let second = try Frontend(["--data-dir", dataDir])
    try second.initialize()
    #expect(try second.result("app/start")?["module"] == "onboarding")
    _ = second.finish()
  }

  @Test func shutdownAndExitEndWithZeroExitAloneWithOne() throws {
    let polite = try Frontend(["--in-memory"])
    try polite.initialize()
    #expect(try polite.result("shutdown") == .null)
    try polite.host.send(#"{"jsonrpc":"2.0","method":"exit"}"#)
    #expect(try polite.host.readToEnd().isEmpty)
    #expect(polite.host.waitForExit() == 0)

    let abrupt = try Frontend(["--in-memory"])
    try abrupt.initialize()
    try abrupt.host.send(#"{"jsonrpc":"2.0","method":"exit"}"#)
    #expect(abrupt.host.waitForExit() == 1)
  }

  @Test func endOfInputFlushesEverythingAndExitsZero() throws {
    let frontend = try Frontend(["--in-memory"])
    try frontend.host.send(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"1"}}"#)
    try frontend.host.send(#"{"jsonrpc":"2.0","id":2,"method":"app/start"}"#)
    frontend.host.closeInput()
    let lines = try frontend.host.readToEnd()
    #expect(lines.count == 4)
    #expect(frontend.host.waitForExit() == 0)
  }

  @Test func endOfInputInTheMiddleOfARequestAnswersWhatArrivedAndExitsZero() throws {
    let frontend = try Frontend(["--in-memory"])
    try frontend.host.send(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"1"}}"#)
    // The frontend dies halfway through its next line: no newline, then EOF.
    try frontend.host.sendWithoutNewline(Array(#"{"jsonrpc":"2.0","id":2,"meth"#.utf8))
    frontend.host.closeInput()
    let lines = try frontend.host.readToEnd()
    #expect(lines.count == 2)
    #expect(lines.last?.contains(#""code":-32700"#) == true)
    #expect(frontend.host.waitForExit() == 0)
  }

  @Test func eachBadLineGetsOneErrorAndTheNextLineIsServed() throws {
    let frontend = try Frontend(["--in-memory", "--max-line-bytes", "128"])
    try frontend.initialize()
    let bad: [([UInt8], Int64)] = [
      (Array("{not json".utf8), -32700),
      ([0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D], -32700),
      (Array(String(repeating: "x", count: 300).utf8), -32013),
      (Array("[1,2]".utf8), -32600),
      (Array(#"{"jsonrpc":"2.0","id":9,"method":"nope"}"#.utf8), -32601),
      (Array(#"{"jsonrpc":"2.0","id":10,"method":"view/get","params":{"viewId":"v7"}}"#.utf8), -32010),
      (Array(#"{"jsonrpc":"2.0","id":11,"method":"view/open","params":{"module":"nope"}}"#.utf8), -32011),
      (Array(#"{"jsonrpc":"2.0","id":12,"method":"view/open","params":{}}"#.utf8), -32602),
    ]
    for (line, code) in bad {
      try frontend.host.send(line)
      let reply = try frontend.message()
      #expect(reply["error"]?["code"] == .int(code), "for \(String(decoding: line, as: UTF8.self))")
      #expect(reply["error"]?["data"]?["kind"]?.stringValue?.isEmpty == false)
    }
    // Still served: the catalog starts with the built-in modules (PROTOCOL §7).
    let modules = try #require(try frontend.result("module/list")?["modules"]?.arrayValue)
    let builtIn = try ModuleListing.builtIn()
    #expect(Array(modules.prefix(builtIn.count).map { $0["name"]?.stringValue }) == builtIn)
    #expect(frontend.finish() == 0)
  }

  @Test func aClosedStdoutEndsTheHostCleanly() throws {
    let dataDir = try HostBinary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dataDir) }
    // The frontend goes away without reading: the host's writes hit EPIPE.
    let script = """
      exec 3>&1
      (printf '%s\\n' '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"1"}}'; sleep 0.3; \
      printf '%s\\n' '{"jsonrpc":"2.0","id":2,"method":"app/start"}') | "$1" --data-dir "$2" | head -c 1 >/dev/null
      echo "${PIPESTATUS[1]}"
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", script, "bash", HostBinary.path, dataDir]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    process.waitUntilExit()
    let status = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(status.trimmingCharacters(in: .whitespacesAndNewlines) == "0")
  }

  @Test func modulesCommandListsTheBuiltInModulesFirstThenTheScaffoldedOnes() throws {
    let listed = try ModuleListing.read()
    // Onboarding and home first, the other built-in features after them; after
    // those only modules made with `viper-host new module`, if any (PROTOCOL §7).
    let builtIn = listed.prefix { $0.origin == nil }.map(\.name)
    #expect(Array(builtIn.prefix(2)) == ["onboarding", "home"])
    #expect(builtIn.count > 2)
    #expect(listed.dropFirst(builtIn.count).allSatisfy { $0.origin == "(scaffolded)" })
  }

}

@Suite("Output bounds over real pipes", .serialized)
struct OutputBoundTests {
  @Test func aViewOrAnswerOverTheLimitIsReplacedBySomethingThatSaysSo() throws {
    let frontend = try Frontend(["--in-memory", "--bench-modules", "--max-message-bytes", "4096"])
    let limits = try #require(try frontend.call("initialize", ["protocolVersion": "1"]).last?["result"]?["limits"])
    #expect(limits["maxMessageBytes"] == 4096)
    let opened = try frontend.call("view/open", ["module": "bench-list", "input": ["rows": 100]])
    let update = try #require(opened.first { $0["method"] == "view/update" })
    #expect(update["params"]?["view"]?["title"] == "Too large")
    #expect(update["params"]?["rev"] == 1)
    // view/get answers with the view as last sent: the placeholder, not an error.
    let got = try #require(try frontend.call("view/get", ["viewId": "v1"]).last?["result"])
    #expect(got["view"] == update["params"]?["view"])
    #expect(got["rev"] == 1)
    // The next change of a view sent as the placeholder is whole again (rev 2).
    let touched = try frontend.call("view/event", ["viewId": "v1", "action": "touch", "value": "0"])
    #expect(touched.first?["params"]?["view"]?["title"] == "Too large")
    #expect(touched.first?["params"]?["rev"] == 2)
    // A method name too long to echo is refused without echoing it.
    let echoed = try frontend.call(String(repeating: "m", count: 4_000))
    let error = try #require(echoed.last?["error"])
    #expect(JSONSerializer.bytes(try #require(echoed.last)).count <= 4096)
    #expect(error["code"] == -32600)
    #expect(error["data"]?["member"] == "method")
    // A small view still gets through, and the host goes on.
    #expect(try frontend.result("view/open", ["module": "bench-list", "input": ["rows": 2]])?["rev"] == 1)
    #expect(frontend.finish() == 0)
  }
}
