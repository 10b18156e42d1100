import Foundation
import JSONValue
import Wire

/// What `--update` writes as a pattern instead of the value the host sent,
/// because the value varies between builds or checkouts, not between stories
/// (Protocol/TRANSCRIPTS.md, "What --update leaves open"):
///
/// - the host's version, `result.hostInfo.version`, becomes `"{{*}}"`;
/// - a catalog (an array that lists the last built-in module: `modules` of
///   `initialize` and `module/list`, home's rows) shows the built-in modules
///   as sent, then `"{{...}}"`, which takes the generated modules that
///   followed them (and whatever a later build adds there); the modules a
///   transcript's own `!host` line adds (plugins, `--bench-modules`) stay;
/// - the size of an answer too large to send (`response_too_large`'s
///   `bytes`, and the number in its message): it grows with the catalog;
/// - a directory the replay resolved (`{{tmpdir}}`, `{{bindir}}`,
///   `{{here}}`) inside a string becomes `{{*}}` there;
/// - a string that is the replay's date (`today`), when no `-->` line sent
///   it, becomes `"{{today}}"`: a screen's "not after today" replays tomorrow.
///
/// The result always matches the message it was made from.
public struct GoldenPatterns: Sendable {
  public var catalog: ModuleCatalog
  /// Absolute directories, as the replay put them into the host's arguments.
  public var directories: [String]
  /// Whether the host's version and the size of an answer too large to send are written open.
  public var opensBuildValues: Bool
  /// The date written as `"{{today}}"` (`YYYY-MM-DD`); nil: dates as sent.
  public var today: String?

  /// Nothing left open: the values are written as sent.
  public static let none = GoldenPatterns(catalog: .unknown, directories: [], opensBuildValues: false)

  static let versionPath = ["result", "hostInfo", "version"]
  static let sizePath = ["error", "data", "bytes"]
  static let sizeMessagePath = ["error", "message"]

  public init(catalog: ModuleCatalog, directories: [String], opensBuildValues: Bool = true, today: String? = nil) {
    self.catalog = catalog
    self.opensBuildValues = opensBuildValues
    self.today = today
    // Longest first, so that a directory inside another is not cut in two; "/" would take every path.
    self.directories = Set(directories.filter { $0.count > 1 }).sorted { $0.count > $1.count }
  }

  /// Today's date, unless a `-->` line of `transcript` sends it: then it is the story's own, written as sent.
  public static func openDate(for transcript: Transcript, today: String = ReplayDate.today()) -> String? {
    let sendsIt = transcript.lines.contains {
      guard case .send(let bytes) = $0 else { return false }
      return String(decoding: bytes, as: UTF8.self).contains(today)
    }
    return sendsIt ? nil : today
  }

  /// A whole message, as `--update` writes a line it adds.
  public func written(_ message: JSONValue) -> JSONValue { fresh(message, at: [], of: message) }

  /// A line the host sent, as the text of a new `<--` line: as sent, unless
  /// something in it is left open (then re-serialized).
  public func written(line: String) -> String {
    guard let message = try? JSONParser().parse(line) else { return line }
    let written = written(message)
    return written == message ? line : TranscriptJSON.compact(written)
  }

  /// A value the host sent at `path` (member names, `[]` for an element)
  /// of `message`, with what varies between builds left open.
  func fresh(_ value: JSONValue, at path: [String], of message: JSONValue) -> JSONValue {
    switch value {
    case .string(let text):
      if let today, text == today { return .string("{{today}}") }
      if opensBuildValues && path == Self.versionPath { return .string(JSONPattern.wildcard) }
      if opensBuildValues && path == Self.sizeMessagePath, let size = Self.tooLargeSize(message) {
        let open = JSONPattern.wildcard + " bytes"
        return .string(withoutDirectories(text).replacingOccurrences(of: "\(size) bytes", with: open))
      }
      return .string(withoutDirectories(text))
    case .int where opensBuildValues && path == Self.sizePath && Self.tooLargeSize(message) != nil:
      return .string("{{number}}")
    case .object(let object):
      return .object(JSONObject(object.members.map { ($0.key, fresh($0.value, at: path + [$0.key], of: message)) }))
    case .array(let elements):
      return .array(opened(elements.map { fresh($0, at: path + ["[]"], of: message) }))
    default:
      return value
    }
  }

  /// The size of an answer too large to send, when `message` reports one.
  static func tooLargeSize(_ message: JSONValue) -> Int64? {
    guard case .object(let error)? = message["error"], case .object(let data)? = error["data"],
      data["kind"] == .string("response_too_large"), case .int(let bytes)? = data["bytes"]
    else { return nil }
    return bytes
  }

  /// A catalog with `"{{...}}"` right after its last built-in module, in
  /// place of the generated modules that came there; any other array as it is.
  func opened(_ elements: [JSONValue]) -> [JSONValue] {
    guard !elements.contains(.string(JSONPattern.anyElements)), let index = lastBuiltIn(in: elements) else {
      return elements
    }
    var after = elements[(index + 1)...].drop { Self.entryName($0).map(catalog.generated.contains) == true }
    after.insert(.string(JSONPattern.anyElements), at: after.startIndex)
    return Array(elements[...index]) + after
  }

  /// Where a catalog's built-in modules end: at its last built-in module; in
  /// home's rows, which leave out the modules a user cannot open without
  /// input (the last built-in one may be such), after the rows of built-in
  /// modules that lead them — two or more, in the host's order, so that
  /// other rows whose first key happens to name a module (a choice's option
  /// `home`) are no catalog. Nil: not a catalog.
  private func lastBuiltIn(in elements: [JSONValue]) -> Int? {
    guard let last = catalog.builtIn.last else { return nil }
    if let index = elements.lastIndex(where: { Self.entryName($0) == last }) { return index }
    let leading = elements.prefix { element in
      guard case .object(let row) = element, row["version"] == nil, let name = Self.entryName(element) else {
        return false
      }
      return catalog.builtIn.contains(name)
    }.compactMap(Self.entryName)
    let positions = leading.compactMap { catalog.builtIn.firstIndex(of: $0) }
    guard positions.count >= 2, positions == positions.sorted(), Set(positions).count == positions.count else {
      return nil
    }
    return positions.count - 1
  }

  /// The module an element of a catalog stands for: a manifest's `name`
  /// (with its `version`), or a home row's `key` (with its `title`).
  static func entryName(_ element: JSONValue) -> String? {
    guard case .object(let object) = element else { return nil }
    if case .string(let name)? = object["name"], object["version"] != nil { return name }
    if case .string(let key)? = object["key"], object["title"] != nil { return key }
    return nil
  }

  func withoutDirectories(_ text: String) -> String {
    directories.reduce(text) { $0.replacingOccurrences(of: $1, with: JSONPattern.wildcard) }
  }
}
