import Foundation
import JSONValue
import TextDiff
import Wire

/// Plays the host's side of transcripts to a frontend (Protocol/MOCK.md):
/// waits for each `-->` line, compares, and writes the `<--` lines that
/// follow, answering with the frontend's own ids.
public final class MockHost {
  public enum Input {
    case line([UInt8])
    case end
    case timedOut
  }

  private let script: MockScript
  private let read: () -> Input
  private let write: (String) -> Void
  private let log: (String) -> Void
  private let timeout: Double
  private let parser = JSONParser()
  private var failures = 0

  /// `read` waits at most `timeout` seconds for the frontend's next line;
  /// `write` sends one line to the frontend, `log` writes to stderr.
  public init(
    script: MockScript, timeout: Double, read: @escaping () -> Input, write: @escaping (String) -> Void,
    log: @escaping (String) -> Void
  ) {
    self.script = script
    self.timeout = timeout
    self.read = read
    self.write = write
    self.log = log
  }

  /// Plays every transcript; true when the frontend met every expectation.
  public func play() -> Bool {
    var lastWasExit = false
    for part in script.parts {
      var session = Session(part: part)
      for group in part.groups {
        guard play(group, in: &session, lastWasExit: &lastWasExit) else { return finish() }
      }
      if let eofLine = part.eofLine {
        expectEnd(part: part, line: eofLine)
        for reply in part.afterEOF { write(session.message(for: reply)) }
        return finish()
      }
    }
    if !lastWasExit { expectEnd(part: nil, line: nil) }
    return finish()
  }

  private func finish() -> Bool {
    let parts = script.parts.count
    log(
      failures == 0
        ? "mock: \(parts) transcript(s) played, every expectation met"
        : "mock: \(parts) transcript(s) played, \(failures) expectation(s) not met")
    return failures == 0
  }

  /// What one transcript's session remembers: placeholder bindings and ids.
  struct Session {
    var part: MockScript.Part
    var pattern = JSONPattern()
    /// The frontend's id for each of the transcript's request ids.
    var ids: [JSONValue: JSONValue] = [:]

    func message(for reply: MockScript.Reply) -> String {
      var value = MockValues.resolve(reply.pattern, bindings: pattern.bindings)
      if case .object(var object) = value, object["method"] == nil, let id = object["id"], let theirs = ids[id] {
        object["id"] = theirs
        value = .object(object)
      }
      return TranscriptJSON.compact(value)
    }
  }

  /// False when the frontend's input ended or went quiet before the group was met.
  private func play(_ group: MockScript.Group, in session: inout Session, lastWasExit: inout Bool) -> Bool {
    var received = Array(repeating: false, count: group.sends.count)
    var skipped: Set<Int> = []
    var written = 0
    let owners = Self.owners(of: group)
    func release() {
      let all = !received.contains(false)
      var upTo = written
      for (index, reply) in group.replies.enumerated().dropFirst(written) {
        let ready = reply.answers.map { received[$0] } ?? all
        if ready { upTo = index + 1 } else if reply.answers != nil { break }
      }
      if all { upTo = group.replies.count }
      for index in written..<upTo where !(owners[index].map { skipped.contains($0) } ?? false) {
        write(session.message(for: group.replies[index]))
      }
      written = max(written, upTo)
    }
    if group.sends.isEmpty { release() }
    for (index, send) in group.sends.enumerated() {
      switch read() {
      case .line(let bytes):
        if let mismatch = compare(send, bytes, session: &session) {
          skipped.insert(index)
          reportMismatch(path: session.part.path, expected: send, got: bytes, detail: mismatch)
        }
        lastWasExit = send.isExit
      case .end:
        reportUnmet(session.part.path, send, why: "the frontend closed its output before sending this line")
        return false
      case .timedOut:
        reportUnmet(session.part.path, send, why: "the frontend sent nothing within \(timeout)s; expected this line")
        return false
      }
      received[index] = true
      release()
    }
    return true
  }

  /// The send each reply goes with (MOCK.md): a response, the one it answers,
  /// with the lines before it; the lines after the group's last response,
  /// the group's last send. A mismatched send has none of its lines written.
  static func owners(of group: MockScript.Group) -> [Int?] {
    var owners: [Int?] = Array(repeating: nil, count: group.replies.count)
    var pending: [Int] = []
    for (index, reply) in group.replies.enumerated() {
      pending.append(index)
      guard let answered = reply.answers else { continue }
      for member in pending { owners[member] = answered }
      pending = []
    }
    let last = group.sends.indices.last
    for member in pending { owners[member] = last }
    return owners
  }

  /// Nil when `bytes` matches the send; otherwise where and why it differs.
  private func compare(_ send: MockScript.Send, _ bytes: [UInt8], session: inout Session) -> (
    path: String, reason: String, expected: String, got: String
  )? {
    let text = String(decoding: bytes, as: UTF8.self)
    guard let pattern = send.pattern else {
      return bytes == send.bytes ? nil : ("$", "the line differs byte for byte", send.text, text)
    }
    guard let got = try? parser.parse(bytes) else {
      return ("$", "the frontend's line is not JSON", TranscriptJSON.pretty(pattern), text)
    }
    if let mismatch = session.pattern.match(pattern, got) {
      // The id may differ: show the frontend's in the expected line, so the diff shows only what matters.
      var shown = pattern
      if case .object(var object) = pattern, send.transcriptID != nil, let id = got["id"] {
        object["id"] = id
        shown = .object(object)
      }
      return (mismatch.path, mismatch.reason, TranscriptJSON.pretty(shown), TranscriptJSON.pretty(got))
    }
    if let theirs = got["id"], let ours = send.transcriptID { session.ids[ours] = theirs }
    return nil
  }

  private func reportMismatch(
    path: String, expected send: MockScript.Send?, got bytes: [UInt8],
    detail: (path: String, reason: String, expected: String, got: String)
  ) {
    failures += 1
    let place = send.map { "\(path):\($0.line)" } ?? path
    log(
      "mock: \(place): the frontend's line differs at \(detail.path): \(detail.reason)\n"
        + LineDiff.unified(expected: detail.expected, got: detail.got))
    let got = try? parser.parse(bytes)
    let id: JSONValue = got.flatMap { $0["method"] != nil ? $0["id"] : nil } ?? .null
    var data: JSONObject = ["kind": "mock_mismatch", "expected": send.map { .string($0.text) } ?? .null]
    data["path"] = .string(detail.path)
    data["reason"] = .string(detail.reason)
    data["transcript"] = .string(path)
    if let send { data["line"] = .int(Int64(send.line)) }
    let message =
      send == nil
      ? "The mock host expected no more lines: the transcript ends here."
      : "The mock host expected another line here (see data.expected)."
    let error: JSONObject = ["code": .int(-32099), "message": .string(message), "data": .object(data)]
    write(TranscriptJSON.compact(.object(["jsonrpc": "2.0", "id": id, "error": .object(error)])))
  }

  private func reportUnmet(_ path: String, _ send: MockScript.Send, why: String) {
    failures += 1
    log("mock: \(path):\(send.line): \(why)\n--> \(send.text)")
  }

  /// The frontend must close its output now: at `!eof`, or after the last
  /// transcript (unless it sent `exit`). Lines before the end are mismatches.
  private func expectEnd(part: MockScript.Part?, line: Int?) {
    let path = part?.path ?? script.parts.last?.path ?? ""
    while true {
      switch read() {
      case .end: return
      case .timedOut:
        if let line {
          failures += 1
          log("mock: \(path):\(line): the frontend did not close its output within \(timeout)s (!eof)")
        }
        return
      case .line(let bytes):
        reportMismatch(
          path: path, expected: nil, got: bytes,
          detail: (
            "$", "the transcript expects no more lines", "(end of input)", String(decoding: bytes, as: UTF8.self)
          ))
      }
    }
  }
}
