import FixtureServer
import Foundation
import JSONValue
import Testing
import Wire

#if canImport(Glibc)
  import Glibc
#endif

/// What a process plugin gets from the host (exactly stdin, stdout and
/// stderr) and what it cannot do to it (hold it at its end through the
/// processes it starts), seen from the plugin's side, over real pipes.
@Suite("process plugin hygiene over real pipes", .serialized)
struct PluginProcessHygieneTests {
  static let misbehaving = PluginsOverPipesTests.misbehaving

  /// The text of the first `text` node of a view.
  static func text(_ frontend: Frontend, _ viewId: String) throws -> String {
    let view = try #require(try frontend.result("view/get", ["viewId": .string(viewId)])?["view"])
    return try #require(view["children"]?.arrayValue?.first?["text"]?.stringValue)
  }

  @Test func aPluginGetsExactlyStdinStdoutAndStderr() throws {
    let directory = try HostBinary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let jobs = #"[{"id":1,"name":"QA","applied":false}]"#
    let server = try FixtureHTTPServer(routes: ["GET /jobs": .init(body: jobs, delay: 2)])
    // A transcript being recorded, a database open, an HTTP transfer running.
    let frontend = Frontend(
      host: try HostBinary.startWithoutInheritedDescriptors([
        "--data-dir", directory, "--record", directory + "/session.txt", "--jobs-url", server.baseURL,
        "--process-plugin", Self.misbehaving + " bad",
      ]))
    try frontend.initialize()
    _ = try frontend.call("view/open", ["module": "jobs"])
    for _ in 0..<500 where server.requests.isEmpty { usleep(10_000) }
    try #require(server.requests == ["GET /jobs"], "the transfer never started")
    // Every descriptor the host opened, libcurl's among them, is close-on-exec.
    #expect(try Self.inheritableDescriptors(of: frontend.host.processIdentifier) == [])
    // A plugin started while the transfer runs gets none of them.
    _ = try frontend.call("view/open", ["module": "bad"])
    _ = try frontend.call("view/event", ["viewId": "v2", "action": "fds"])
    #expect(try Self.text(frontend, "v2") == "[0, 1, 2]")
    _ = try frontend.call("host/idle")
    #expect(try Self.inheritableDescriptors(of: frontend.host.processIdentifier) == [])
    #expect(frontend.finish() == 0)
  }

  /// The descriptors from 3 up that a process has open without O_CLOEXEC.
  /// One closed while it is read is skipped; one whose flags cannot be read
  /// counts as inheritable, so a /proc this code misreads fails the test.
  static func inheritableDescriptors(of pid: Int32) throws -> [String] {
    let names = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fdinfo")
    #expect(Set(["0", "1", "2"]).isSubset(of: names), "/proc/\(pid)/fdinfo lists \(names)")
    return names.filter { name in
      guard let fd = Int(name), fd > 2,
        let info = try? String(contentsOfFile: "/proc/\(pid)/fdinfo/\(name)", encoding: .utf8)
      else { return false }
      guard let line = info.split(separator: "\n").first(where: { $0.hasPrefix("flags:") }),
        let flags = Int(line.dropFirst("flags:".count).trimmingCharacters(in: .whitespaces), radix: 8)
      else { return true }
      return flags & Int(O_CLOEXEC) == 0
    }.map { name in (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/\(name)")) ?? name }
  }

  /// How a frontend ends the host.
  enum Ending: String, CaseIterable, Sendable {
    case endOfInput, exit, sigterm
  }

  /// Every other signal that would end the host ends it the same way: its
  /// plugins' groups are killed, and it exits with 128 + the signal.
  @Test(arguments: [SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM])
  func anyStoppingSignalEndsTheHostAndItsPlugins(signal: Int32) throws {
    let frontend = try PluginsOverPipesTests.misbehavingSession()
    _ = try frontend.call("view/event", ["viewId": "v2", "action": "fork-holder"])
    let ids = try JSONParser().parse(Array(try Self.text(frontend, "v2").utf8))
    let pgid = try #require(ids["pgid"]?.intValue.map { Int32($0) })
    kill(frontend.host.processIdentifier, signal)
    _ = try? frontend.host.readToEnd(timeout: 10)
    #expect(frontend.host.waitForExit(timeout: 10) == 128 + signal)
    #expect(try Self.liveProcesses(inGroup: pgid, within: 10).isEmpty)
  }

  /// What a plugin leaves behind; each action shows `{"pid", "pgid"}`.
  static let leftovers = ["fork-holder", "ignore-term", "close-stdout", "orphan"]

  @Test(arguments: leftovers, Ending.allCases)
  func noProcessOfAPluginOutlivesTheHost(action: String, ending: Ending) throws {
    let frontend = try PluginsOverPipesTests.misbehavingSession()
    let answer = try frontend.call("view/event", ["viewId": "v2", "action": .string(action)])
    #expect(answer.last?["result"] != nil)
    let ids = try JSONParser().parse(Array(try Self.text(frontend, "v2").utf8))
    let pgid = try #require(ids["pgid"]?.intValue.map { Int32($0) })
    #expect(ids["pid"]?.intValue.map { Int32($0) } == pgid, "the plugin leads its own process group")
    #expect(kill(-pgid, 0) == 0)
    if action == "orphan" {
      // The plugin exits with a status while its helper holds its stdout: a crash, seen at once.
      let unasked = [try frontend.message(), try frontend.message()]
      let error = unasked[1]["params"]?["error"]
      #expect(error?["data"]?["reason"] == "crashed")
      #expect(error?["message"]?.stringValue?.contains("exited with status 4") == true)
    }
    switch ending {
    case .endOfInput: frontend.host.closeInput()
    case .exit: try frontend.host.send(#"{"jsonrpc":"2.0","method":"exit"}"#)
    case .sigterm: kill(frontend.host.processIdentifier, SIGTERM)
    }
    _ = try? frontend.host.readToEnd(timeout: 10)
    // --plugin-timeout is 2 s: 10 s is a correctness bound (a host held by the plugin never exits).
    let status = frontend.host.waitForExit(timeout: 10)
    #expect(status == ["endOfInput": 0, "exit": 1, "sigterm": 143][ending.rawValue])
    #expect(try Self.liveProcesses(inGroup: pgid, within: 10).isEmpty)
  }

  @Test func aPluginThatExitsWhileAHelperHoldsItsOutputHasCrashed() throws {
    let frontend = try PluginsOverPipesTests.misbehavingSession()
    let messages = try frontend.call("view/event", ["viewId": "v2", "action": "crash-orphan"])
    PluginsOverPipesTests.expectFailure(messages, reason: "crashed")
    #expect(messages.last?["error"]?["message"]?.stringValue?.contains("exited with status 5") == true)
    #expect(frontend.finish() == 0)
  }

  /// The processes of a group that are alive (not zombies), once the group
  /// is empty or `seconds` have passed (a SIGKILL takes a moment to land).
  static func liveProcesses(inGroup pgid: Int32, within seconds: Double) throws -> [Int32] {
    let deadline = Date().addingTimeInterval(seconds)
    while true {
      let live = try processes().filter { $0.pgid == pgid && $0.state != "Z" }.map(\.pid)
      if live.isEmpty || Date() > deadline { return live }
      usleep(20_000)
    }
  }

  static func processes() throws -> [(pid: Int32, pgid: Int32, state: String)] {
    let names = try FileManager.default.contentsOfDirectory(atPath: "/proc")
    return names.compactMap { name in
      guard let pid = Int32(name), let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { return nil }
      // After "pid (comm)": state, ppid, pgrp, …
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      guard fields.count > 2, let pgid = Int32(fields[2]) else { return nil }
      return (pid, pgid, String(fields[0]))
    }
  }
}
