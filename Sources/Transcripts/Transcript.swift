/// A transcript file, parsed (format: Protocol/TRANSCRIPTS.md).
///
/// Every line of the file is kept, so `--update` can rewrite expectations
/// and leave comments, directives and sends where they were.
public struct Transcript: Sendable {
  public enum Line: Sendable, Equatable {
    case blank
    case comment(String)
    /// `--> TEXT` or `-->hex BYTES`: a line the frontend sends.
    case send([UInt8])
    /// `<-- JSON`: a message the host writes (a pattern: may hold wildcards).
    case expect(String)
    /// `!host ARGS…`: the host's arguments (before the first send).
    case host([String])
    /// `!restart`: end this host (EOF) and start a new one with the same arguments.
    case restart
    /// `!eof`: close the host's stdin here; what follows is expected before it exits.
    case eof
    /// `!status N`: the exit status this host must end with (default 0).
    case status(Int32)
    /// `!loose`: from here, notifications the transcript does not list may
    /// come between the listed messages and are skipped.
    case loose
    /// `!strict`: from here, every message must be listed (the default).
    case strict
  }

  public struct ParseError: Error, CustomStringConvertible, Sendable {
    public var line: Int
    public var message: String
    public var description: String { "line \(line): \(message)" }
  }

  public var path: String
  /// The file's lines, in order; index + 1 is the line number.
  public var lines: [Line]
  /// The raw text of each line, for rewriting.
  public var texts: [String]

  public init(path: String, text: String) throws(ParseError) {
    self.path = path
    var texts = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if texts.last == "" { texts.removeLast() }
    self.texts = texts
    var lines: [Line] = []
    for (index, raw) in texts.enumerated() {
      lines.append(try Self.parse(raw, number: index + 1))
    }
    self.lines = lines
  }

  static func parse(_ raw: String, number: Int) throws(ParseError) -> Line {
    let text = raw.hasSuffix("\r") ? String(raw.dropLast()) : raw
    if text.allSatisfy(\.isWhitespace) { return .blank }
    if text.hasPrefix("#") { return .comment(text) }
    if text.hasPrefix("-->hex") {
      guard let bytes = TranscriptBytes.parseHex(text.dropFirst(6)) else {
        throw ParseError(line: number, message: "-->hex needs pairs of hex digits")
      }
      return .send(bytes)
    }
    if text == "-->" { return .send([]) }
    if text.hasPrefix("--> ") { return .send(Array(text.dropFirst(4).utf8)) }
    if text.hasPrefix("<-- ") { return .expect(String(text.dropFirst(4))) }
    if text.hasPrefix("!") {
      let words = text.dropFirst().split(separator: " ").map(String.init)
      switch words.first {
      case "host": return .host(Array(words.dropFirst()))
      case "restart" where words.count == 1: return .restart
      case "eof" where words.count == 1: return .eof
      case "loose" where words.count == 1: return .loose
      case "strict" where words.count == 1: return .strict
      case "status" where words.count == 2:
        guard let status = Int32(words[1]) else { break }
        return .status(status)
      default: break
      }
      throw ParseError(line: number, message: "unknown directive \(text)")
    }
    throw ParseError(
      line: number, message: "a line must start with -->, -->hex, <--, #, or ! (got \(text.prefix(20)))")
  }

  /// The host's arguments (`!host`), or none.
  public var hostArguments: [String] {
    for line in lines { if case .host(let arguments) = line { return arguments } }
    return []
  }
}
