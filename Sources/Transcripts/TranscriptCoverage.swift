import JSONValue
import Wire

/// What a set of transcripts exercises, read from the files themselves (no
/// host runs): a replay already checks that the host says what they expect,
/// so what is *sent* (`-->`) and *expected* (`<--`) is what they cover.
///
/// - methods: the `method` of each JSON object a `-->` line sends;
/// - notifications: the `method` of each `<--` message;
/// - error codes and kinds: `error.code` and `error.data.kind` of each `<--` error;
/// - node types: every `type` in a view tree a `<--` line holds (`view/update`,
///   `view/get`'s result, the values of `view/patch` operations);
/// - actions, per module: *offered* when an object with `action` appears in a
///   view of that module, *exercised* when a `view/event` with that action is
///   sent to a view of that module. A view's module is learnt from the
///   `viewId`/`module` pairs of `<--` messages (`router/navigate`,
///   `view/update`, `app/start`'s and `view/get`'s results); ids start afresh
///   at each `!restart`.
///
/// Each item maps to the transcripts (paths) that exercise it.
public struct TranscriptCoverage: Sendable {
  public typealias Uses = [String: Set<String>]

  public private(set) var transcripts: [String] = []
  public private(set) var methods: Uses = [:]
  public private(set) var notifications: Uses = [:]
  public private(set) var errorCodes: [Int64: Set<String>] = [:]
  public private(set) var errorKinds: Uses = [:]
  public private(set) var nodeTypes: Uses = [:]
  /// Modules whose views appear in the transcripts.
  public private(set) var modulesShown: Uses = [:]
  /// module → action → transcripts that show it.
  public private(set) var offered: [String: Uses] = [:]
  /// module → action → transcripts that send it.
  public private(set) var exercised: [String: Uses] = [:]

  public init() {}

  /// Adds one transcript's lines.
  public mutating func add(_ transcript: Transcript) {
    let parser = JSONParser()
    var scan = Scan(path: transcript.path)
    for line in transcript.lines {
      if case .restart = line { scan.modules = [:] }
      if case .send(let bytes) = line, let message = try? parser.parse(bytes) {
        record(sent: message, scan: &scan)
      }
      if case .expect(let text) = line, let message = try? parser.parse(text) {
        record(received: message, scan: &scan)
      }
    }
    transcripts.append(transcript.path)
  }

  struct Scan {
    var path: String
    /// viewId → module, for the host run being read.
    var modules: [String: String] = [:]
  }

  private mutating func record(sent message: JSONValue, scan: inout Scan) {
    guard let method = Self.word(message["method"]) else { return }
    methods[method, default: []].insert(scan.path)
    guard method == "view/event", let params = message["params"], let action = Self.word(params["action"]),
      let viewId = params["viewId"]?.stringValue, let module = scan.modules[viewId]
    else { return }
    exercised[module, default: [:]][action, default: []].insert(scan.path)
  }

  private mutating func record(received message: JSONValue, scan: inout Scan) {
    if let error = message["error"] {
      if let code = error["code"]?.intValue { errorCodes[code, default: []].insert(scan.path) }
      if let kind = Self.word(error["data"]?["kind"]) { errorKinds[kind, default: []].insert(scan.path) }
    }
    if let result = message["result"] {
      learn(result, scan: &scan)
      if let view = result["view"] { walk(view, module: Self.word(result["module"]), path: scan.path) }
    }
    guard let method = Self.word(message["method"]) else { return }
    notifications[method, default: []].insert(scan.path)
    guard let params = message["params"] else { return }
    learn(params, scan: &scan)
    let module = params["viewId"]?.stringValue.flatMap { scan.modules[$0] }
    if method == "view/update", let view = params["view"] {
      walk(view, module: module, path: scan.path)
    }
    if method == "view/patch" {
      for operation in params["ops"]?.arrayValue ?? [] {
        guard let value = operation["value"] else { continue }
        walk(value, module: module, path: scan.path)
        // A replaced member: `…/action` or `…/type` with a word as its value.
        let member = operation["path"]?.stringValue?.split(separator: "/").last
        if member == "action", let module, let action = Self.word(value) {
          offered[module, default: [:]][action, default: []].insert(scan.path)
        }
        if member == "type", let type = Self.word(value) { nodeTypes[type, default: []].insert(scan.path) }
      }
    }
  }

  /// A `viewId` beside a `module` names the view's module.
  private mutating func learn(_ object: JSONValue, scan: inout Scan) {
    guard let viewId = object["viewId"]?.stringValue, let module = Self.word(object["module"]) else { return }
    scan.modules[viewId] = module
    if object["view"] != nil || object["rev"] != nil { modulesShown[module, default: []].insert(scan.path) }
  }

  private mutating func walk(_ value: JSONValue, module: String?, path: String) {
    switch value {
    case .object(let object):
      if let type = Self.word(object["type"]) { nodeTypes[type, default: []].insert(path) }
      if let module, let action = Self.word(object["action"]) {
        offered[module, default: [:]][action, default: []].insert(path)
      }
      for member in object.members { walk(member.value, module: module, path: path) }
    case .array(let elements):
      for element in elements { walk(element, module: module, path: path) }
    default:
      break
    }
  }

  /// A string that is a name, not a pattern (`"{{*}}"`, `"{{$id}}"`, …).
  static func word(_ value: JSONValue?) -> String? {
    guard let text = value?.stringValue, !text.contains("{{") else { return nil }
    return text
  }
}
