import Foundation
import JSONValue
import TextDiff
import Wire

/// Replays transcripts against a real `viper-host` over pipes and checks,
/// or rewrites, what the host said.
///
/// After each group of sent lines, the replayer reads until every sent line
/// that calls for an answer has been answered (and, when checking, until as
/// many messages as the transcript expects have come), then compares.
public final class TranscriptReplayer {
  public struct Failure: Error, CustomStringConvertible, Sendable {
    public var path: String
    public var line: Int
    public var report: String
    public var description: String { "\(path):\(line): \(report)" }
  }

  public let hostBinary: String
  public let timeout: Double
  /// The host's built-in and generated modules: `--update` writes catalogs
  /// open after the built-in ones (`GoldenPatterns`). Checking needs none.
  public let catalog: ModuleCatalog

  public init(hostBinary: String, timeout: Double = 10, catalog: ModuleCatalog = .unknown) {
    self.hostBinary = hostBinary
    self.timeout = timeout
    self.catalog = catalog
  }

  /// Checks a transcript file; nil when the host said exactly what it expects.
  public func check(path: String) throws -> Failure? {
    var skipped: [Skipped] = []
    return try check(load(path), skipped: &skipped)
  }

  /// Checks a transcript file, adding to `skipped` the notifications its
  /// `!loose` sections let pass.
  public func check(path: String, skipped: inout [Skipped]) throws -> Failure? {
    try check(load(path), skipped: &skipped)
  }

  public func check(_ transcript: Transcript) throws -> Failure? {
    var skipped: [Skipped] = []
    return try check(transcript, skipped: &skipped)
  }

  public func check(_ transcript: Transcript, skipped: inout [Skipped]) throws -> Failure? {
    let plan = try ReplayPlan(transcript)
    if let missing = missingPlugin(transcript, plan: plan) { return missing }
    var reading = JSONPattern()
    let observed = try observe(transcript, plan: plan, readAtLeastExpected: true) { group, lines in
      self.hasEnough(transcript, group: group, lines: lines, pattern: &reading)
    }
    var pattern = JSONPattern()
    for (run, outcome) in zip(plan.runs, observed) {
      for (group, actual) in zip(run.groups + [run.afterEOF], outcome.groups) {
        let failure =
          group.loose
          ? compareLoose(transcript, group: group, actual: actual, pattern: &pattern, skipped: &skipped)
          : compare(transcript, group: group, actual: actual, pattern: &pattern)
        if let failure { return failure }
      }
      if outcome.status != run.expectedStatus {
        let line = (run.statusLine ?? run.lastLine) + 1
        let got = outcome.status.map(String.init) ?? "no exit (still running after \(timeout)s)"
        return Failure(
          path: transcript.path, line: line,
          report: "the host should exit with status \(run.expectedStatus), it exited with \(got)\n\(outcome.stderr)")
      }
    }
    return nil
  }

  /// The transcript's text with its expectations rewritten to what the host
  /// says now. Lines that still match stay as they are (with their
  /// wildcards and placeholders); comments, sends and directives stay put.
  /// What it takes from the host is written with what varies between builds
  /// left open (`GoldenPatterns`).
  public func updated(path: String) throws -> String {
    let transcript = try load(path)
    let plan = try ReplayPlan(transcript, splitUnanswered: true)
    if let missing = missingPlugin(transcript, plan: plan) { throw missing }
    let observed = try observe(transcript, plan: plan, readAtLeastExpected: false)
    let open = GoldenPatterns(
      catalog: catalog,
      directories: observed.map(\.temporary) + [Self.directory(of: hostBinary), Self.directory(of: transcript.path)],
      today: GoldenPatterns.openDate(for: transcript))
    var replacements: [Int: String] = [:]
    var deletions: Set<Int> = []
    var insertions: [Int: [String]] = [:]
    var pattern = JSONPattern()
    for (run, outcome) in zip(plan.runs, observed) {
      for (index, (group, actual)) in zip(run.groups + [run.afterEOF], outcome.groups).enumerated() {
        let isEOF = index == run.groups.count
        var actual = actual
        if group.loose && isEOF && run.explicitEOF == nil {
          actual.lines.removeAll { Self.isNotification($0) }  // nothing listed: none to keep
        } else if group.loose {
          let edits = updateLoose(transcript, group: group, actual: actual.lines, open: open, pattern: &pattern)
          replacements.merge(edits.replacements) { $1 }
          deletions.formUnion(edits.deletions)
          for (line, texts) in edits.insertions { insertions[line, default: []] += texts }
          continue
        }
        for k in 0..<max(group.expects.count, actual.lines.count) {
          if k < group.expects.count && k < actual.lines.count {
            let line = group.expects[k]
            if !matches(transcript, line: line, actual: actual.lines[k], pattern: &pattern) {
              replacements[line] =
                "<-- " + rewritten(transcript, line: line, actual: actual.lines[k], open: open, pattern: &pattern)
            }
          } else if k < group.expects.count {
            deletions.insert(group.expects[k])
          } else {
            var anchor = group.lastLine
            if isEOF && run.explicitEOF == nil {
              anchor = run.lastLine
              if k == 0 { insertions[anchor, default: []].append("!eof") }
            }
            insertions[anchor, default: []].append("<-- " + open.written(line: actual.lines[k]))
          }
        }
      }
      if let status = outcome.status, status != run.expectedStatus {
        if let line = run.statusLine {
          replacements[line] = "!status \(status)"
        } else {
          insertions[run.lastLine, default: []].append("!status \(status)")
        }
      }
    }
    var output: [String] = insertions[-1] ?? []
    for (index, text) in transcript.texts.enumerated() {
      if !deletions.contains(index) { output.append(replacements[index] ?? text) }
      output += insertions[index] ?? []
    }
    return output.joined(separator: "\n") + "\n"
  }

  // MARK: Running the host

  struct Observed {
    var lines: [String] = []
    /// Why reading stopped early, if it did.
    var stop: String?
  }

  struct RunOutcome {
    var groups: [Observed]
    var status: Int32?
    var stderr: String
    var probed: [String] = []
    /// What `{{tmpdir}}` stood for.
    var temporary: String
  }

  /// The absolute directory a file is in (for `{{bindir}}` and `{{here}}`).
  static func directory(of path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent().path
  }

  func load(_ path: String) throws -> Transcript {
    try Transcript(path: path, text: String(contentsOfFile: path, encoding: .utf8))
  }

  /// `probe`: lines sent to the last host after the transcript's own, before
  /// its input closes; what it answers is in `RunOutcome.probed`.
  ///
  /// `hasEnough`: when reading at least what is expected, whether a group's
  /// lines so far are enough (default: as many as it expects).
  func observe(
    _ transcript: Transcript, plan: ReplayPlan, readAtLeastExpected: Bool, probe: [String] = [],
    hasEnough: (ReplayPlan.Group, [String]) -> Bool = { $1.count >= $0.expects.count }
  ) throws -> [RunOutcome] {
    let temporary = FileManager.default.temporaryDirectory
      .appendingPathComponent("viper-replay-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: temporary) }
    let parser = JSONParser()
    var outcomes: [RunOutcome] = []
    for run in plan.runs {
      let arguments = resolved(run.arguments, transcript: transcript, temporary: temporary)
      let maxLineBytes =
        zip(arguments, arguments.dropFirst()).first { $0.0 == "--max-line-bytes" }.flatMap { Int($0.1) } ?? (1 << 20)
      let host = try HostProcess(executable: hostBinary, arguments: arguments)
      var groups: [Observed] = []
      for group in run.groups {
        var answersDue = 0
        for index in group.sends {
          guard case .send(let bytes) = transcript.lines[index] else { continue }
          try? host.send(bytes)
          answersDue += Self.answersDue(for: bytes, maxLineBytes: maxLineBytes, parser: parser)
        }
        var observed = Observed()
        var answers = 0
        while answers < answersDue || (readAtLeastExpected && !hasEnough(group, observed.lines)) {
          do {
            let line = try host.readLine(timeout: timeout)
            observed.lines.append(line)
            if let message = try? parser.parse(line), message["id"] != nil, message["method"] == nil {
              answers += 1
            }
          } catch {
            observed.stop =
              error == .timedOut ? "the host sent nothing more within \(timeout)s" : "the host closed its output"
            break
          }
        }
        groups.append(observed)
      }
      var probed: [String] = []
      if run.explicitEOF == nil, outcomes.count == plan.runs.count - 1, !probe.isEmpty {
        for line in probe { try? host.send(line) }
        probed = Self.answers(to: probe.count, from: host, timeout: timeout, parser: parser)
      }
      host.closeInput()
      var afterEOF = Observed()
      do {
        afterEOF.lines = try host.readToEnd(timeout: timeout)
      } catch {
        afterEOF.stop = "the host kept its output open \(timeout)s after end of input"
      }
      groups.append(afterEOF)
      outcomes.append(
        RunOutcome(
          groups: groups, status: host.waitForExit(timeout: timeout), stderr: host.stderrText, probed: probed,
          temporary: temporary))
    }
    return outcomes
  }

  /// How many answers a sent line calls for: none for a blank line or a
  /// well-formed notification, one for everything else.
  static func answersDue(for bytes: [UInt8], maxLineBytes: Int, parser: JSONParser) -> Int {
    if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { return 0 }
    if bytes.count > maxLineBytes { return 1 }
    guard let value = try? parser.parse(bytes), case .success(let message) = RPCIncoming.decode(value) else {
      return 1
    }
    return message.isNotification ? 0 : 1
  }
}
