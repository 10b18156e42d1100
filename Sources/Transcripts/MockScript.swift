import JSONValue
import Wire

/// Transcripts made ready for `viper-host mock` (Protocol/MOCK.md): what the
/// frontend must send, and what the mock writes back, checked before any
/// line is played so that a transcript the mock cannot play is refused with
/// a reason.
public struct MockScript: Sendable {
  public struct Refusal: Error, CustomStringConvertible, Sendable {
    public var path: String
    public var line: Int
    public var message: String
    public var description: String { "\(path):\(line): \(message)" }
  }

  /// A `-->` line: the frontend must send a line that matches it.
  struct Send: Sendable {
    var line: Int
    var text: String
    /// The JSON pattern (its request `id` made a wildcard); nil: compare bytes.
    var pattern: JSONValue?
    var bytes: [UInt8]
    /// The transcript's id of a request, to answer with the frontend's own.
    var transcriptID: JSONValue?
    /// The `exit` notification (after it, the mock may end like a host).
    var isExit: Bool
  }

  /// A `<--` line: written once the requests it follows have arrived.
  struct Reply: Sendable {
    var line: Int
    var pattern: JSONValue
    /// The index in its group of the send this response answers (by the
    /// transcript's id), if any.
    var answers: Int?
  }

  struct Group: Sendable {
    var sends: [Send] = []
    var replies: [Reply] = []
  }

  struct Part: Sendable {
    var path: String
    var groups: [Group]
    /// `!eof`: the frontend must close its output here (1-based line).
    var eofLine: Int?
    var afterEOF: [Reply]
  }

  var parts: [Part]

  public init(_ transcripts: [Transcript]) throws(Refusal) {
    var parts: [Part] = []
    for (index, transcript) in transcripts.enumerated() {
      parts.append(try Self.part(transcript, isLast: index == transcripts.count - 1))
    }
    self.parts = parts
  }

  private static func part(_ transcript: Transcript, isLast: Bool) throws(Refusal) -> Part {
    func refuse(_ index: Int, _ message: String) -> Refusal {
      Refusal(path: transcript.path, line: index + 1, message: message)
    }
    for (index, line) in transcript.lines.enumerated() {
      switch line {
      case .restart:
        throw refuse(
          index,
          "the transcript uses !restart, which needs a real host: the mock plays one host per transcript and "
            + "cannot show what survives a restart (split it into two transcripts)")
      case .status:
        throw refuse(
          index,
          "the transcript uses !status, which is about the real host's exit status: the mock's own status says "
            + "whether the frontend conformed (drop the line to play it)")
      case .eof where !isLast:
        throw refuse(index, "!eof ends the frontend's output, so only the last transcript given to the mock may use it")
      default: continue
      }
    }
    let plan: ReplayPlan
    do {
      plan = try ReplayPlan(transcript)
    } catch {
      throw Refusal(path: transcript.path, line: error.line, message: error.message)
    }
    let run = plan.runs[0]
    let parser = JSONParser()
    var bound: Set<String> = []
    var groups: [Group] = []
    for planned in run.groups {
      var group = Group()
      for index in planned.sends {
        guard case .send(let bytes) = transcript.lines[index] else { continue }
        let send = Self.send(bytes, line: index + 1, parser: parser)
        if let pattern = send.pattern { bound.formUnion(MockValues.placeholders(in: pattern)) }
        group.sends.append(send)
      }
      for index in planned.expects {
        var reply = try reply(transcript, index: index, bound: bound, parser: parser)
        if case .object(let object) = reply.pattern, object["method"] == nil, let id = object["id"], id != .null {
          reply.answers = group.sends.firstIndex { $0.transcriptID == id }
        }
        group.replies.append(reply)
      }
      groups.append(group)
    }
    var afterEOF: [Reply] = []
    for index in run.afterEOF.expects {
      afterEOF.append(try reply(transcript, index: index, bound: bound, parser: parser))
    }
    if run.explicitEOF == nil && !afterEOF.isEmpty { afterEOF = [] }
    return Part(
      path: transcript.path, groups: groups, eofLine: run.explicitEOF.map { $0 + 1 }, afterEOF: afterEOF)
  }

  private static func send(_ bytes: [UInt8], line: Int, parser: JSONParser) -> Send {
    let text = String(decoding: bytes, as: UTF8.self)
    var send = Send(line: line, text: text, pattern: nil, bytes: bytes, transcriptID: nil, isExit: false)
    guard String(validating: bytes, as: UTF8.self) != nil, let value = try? parser.parse(bytes) else { return send }
    guard case .object(var object) = value else {
      send.pattern = value
      return send
    }
    if object["method"] != nil, let id = object["id"] {
      send.transcriptID = id
      object["id"] = .string(JSONPattern.wildcard)
    }
    send.isExit = object["method"] == .string("exit") && object["id"] == nil
    send.pattern = .object(object)
    return send
  }

  private static func reply(_ transcript: Transcript, index: Int, bound: Set<String>, parser: JSONParser)
    throws(Refusal) -> Reply
  {
    guard case .expect(let text) = transcript.lines[index] else {
      throw Refusal(path: transcript.path, line: index + 1, message: "not a <-- line")
    }
    let value: JSONValue
    do {
      value = try parser.parse(text)
    } catch {
      throw Refusal(path: transcript.path, line: index + 1, message: "the <-- line is not JSON: \(error.detail)")
    }
    if let problem = MockValues.unresolvable(in: value, bound: bound) {
      throw Refusal(path: transcript.path, line: index + 1, message: problem)
    }
    return Reply(line: index + 1, pattern: value, answers: nil)
  }
}
