import JSONValue
import Wire

/// The stack a transcript leaves open: its input runs against a new host
/// (with its `!host` arguments), which is then asked `app/link`
/// (SESSIONS.md §3) — the only way to know the inputs a module's router
/// handed over, which never cross the wire.
extension TranscriptReplayer {
  public struct NoStack: Error, CustomStringConvertible {
    public var description: String
  }

  /// `app/link`'s result at the end of the transcript.
  public func currentStack(path: String) throws -> JSONValue {
    let transcript = try load(path)
    let plan = try ReplayPlan(transcript)
    let probe = [
      #"{"jsonrpc":"2.0","id":"viper-link-idle","method":"host/idle"}"#,
      #"{"jsonrpc":"2.0","id":"viper-link","method":"app/link"}"#,
    ]
    let outcomes = try observe(transcript, plan: plan, readAtLeastExpected: false, probe: probe)
    let parser = JSONParser()
    guard let last = outcomes.last, !last.probed.isEmpty else {
      throw NoStack(
        description: "\(path): no stack is left open: the transcript ends its host (with !eof, or shutdown and exit)")
    }
    for line in last.probed {
      guard let message = try? parser.parse(line), message["id"] == "viper-link" else { continue }
      if let result = message["result"] { return result }
      let reason = message["error"]?["message"]?.stringValue ?? line
      throw NoStack(description: "\(path): the host did not give its stack: \(reason)")
    }
    throw NoStack(description: "\(path): the host did not answer app/link")
  }

  /// Reads until `count` answers (messages with an id) came, or nothing more does.
  static func answers(to count: Int, from host: HostProcess, timeout: Double, parser: JSONParser) -> [String] {
    var lines: [String] = []
    var answers = 0
    while answers < count, let line = try? host.readLine(timeout: timeout) {
      lines.append(line)
      if let message = try? parser.parse(line), message["id"] != nil, message["method"] == nil { answers += 1 }
    }
    return lines
  }
}
