import JSONValue
import TextDiff
import Wire

/// `!loose` sections (Protocol/TRANSCRIPTS.md): the listed messages must come
/// in order, and notifications the transcript does not list may come between
/// them and are skipped. Each listed line takes the first message from where
/// the previous one matched that it matches; a response is never skipped.
extension TranscriptReplayer {
  /// A notification a `!loose` section let pass.
  public struct Skipped: Equatable, Sendable {
    /// The line of the transcript it came after (1-based).
    public var line: Int
    public var message: String
  }

  struct LooseAlignment {
    /// For each listed line matched, in order: the index of its message.
    var matched: [Int] = []
    var skipped: [Int] = []
    /// The first message that is neither listed nor a notification.
    var unexpected: Int?
  }

  static func isNotification(_ line: String) -> Bool {
    guard let message = try? JSONParser().parse(line) else { return false }
    return message["method"] != nil && message["id"] == nil
  }

  /// What a message is, to pair a listed line with the message that took
  /// its place: the notification's method, or "response".
  static func kind(_ line: String) -> String {
    guard let message = try? JSONParser().parse(line) else { return "text" }
    if let method = message["method"]?.stringValue { return "method " + method }
    return message["id"] != nil ? "response" : "other"
  }

  func alignLoose(
    _ transcript: Transcript, group: ReplayPlan.Group, lines: [String], pattern: inout JSONPattern,
    stopAtUnexpected: Bool = true
  ) -> LooseAlignment {
    var alignment = LooseAlignment()
    for (index, line) in lines.enumerated() {
      let next = alignment.matched.count
      if next < group.expects.count, matches(transcript, line: group.expects[next], actual: line, pattern: &pattern) {
        alignment.matched.append(index)
      } else if Self.isNotification(line) || !stopAtUnexpected {
        alignment.skipped.append(index)
      } else {
        alignment.unexpected = index
        break
      }
    }
    return alignment
  }

  /// Whether a group has read enough to be compared (reading keeps a
  /// running matcher so placeholders bound earlier count).
  func hasEnough(_ transcript: Transcript, group: ReplayPlan.Group, lines: [String], pattern: inout JSONPattern)
    -> Bool
  {
    var trial = pattern
    if group.loose {
      let alignment = alignLoose(transcript, group: group, lines: lines, pattern: &trial)
      guard alignment.unexpected != nil || alignment.matched.count == group.expects.count else { return false }
    } else {
      guard lines.count >= group.expects.count else { return false }
      for (line, actual) in zip(group.expects, lines) {
        _ = matches(transcript, line: line, actual: actual, pattern: &trial)
      }
    }
    pattern = trial
    return true
  }

  /// The line a message came after: the last listed line matched before it,
  /// else the group's last sent line (0-based).
  private func anchor(of index: Int, group: ReplayPlan.Group, matched: [Int]) -> Int {
    if let k = matched.lastIndex(where: { $0 < index }) { return group.expects[k] }
    return group.sends.last ?? (group.expects.first.map { $0 - 1 } ?? group.lastLine)
  }

  func compareLoose(
    _ transcript: Transcript, group: ReplayPlan.Group, actual: Observed, pattern: inout JSONPattern,
    skipped: inout [Skipped]
  ) -> Failure? {
    let alignment = alignLoose(transcript, group: group, lines: actual.lines, pattern: &pattern)
    let next = alignment.matched.count
    if next < group.expects.count, case .expect(let text) = transcript.lines[group.expects[next]] {
      // The closest to the listed line that did not come: a skipped message
      // of its kind after the last match, else the message that stopped it.
      let line = group.expects[next]
      let after = alignment.matched.last ?? -1
      let candidate =
        alignment.skipped.first { $0 > after && Self.kind(actual.lines[$0]) == Self.kind(text) }
        ?? alignment.unexpected
      if let candidate {
        var trial = pattern
        let single = ReplayPlan.Group(expects: [line], lastLine: line)
        if let failure = compare(
          transcript, group: single, actual: Observed(lines: [actual.lines[candidate]]), pattern: &trial)
        {
          return failure
        }
      }
      return Failure(
        path: transcript.path, line: line + 1,
        report: "expected this message, but \(actual.stop ?? "the host sent no such message here")\n<-- \(text)")
    }
    if let unexpected = alignment.unexpected {
      return Failure(
        path: transcript.path, line: group.lastLine + 1,
        report: "the host sent a message the transcript does not expect here (a !loose section skips only "
          + "notifications):\n<-- \(actual.lines[unexpected])")
    }
    for index in alignment.skipped {
      skipped.append(
        Skipped(line: anchor(of: index, group: group, matched: alignment.matched) + 1, message: actual.lines[index]))
    }
    return nil
  }

  struct Edits {
    var replacements: [Int: String] = [:]
    var deletions: Set<Int> = []
    var insertions: [Int: [String]] = [:]
  }

  /// `--update` in a loose section: listed lines that still match stay; a
  /// listed line that does not is paired with the next message of its kind
  /// (same method, or a response) among those between the matched ones and
  /// rewritten to it (keeping what still matches), or removed when there is
  /// none; responses nothing lists are added; skipped notifications never are.
  func updateLoose(
    _ transcript: Transcript, group: ReplayPlan.Group, actual: [String], open: GoldenPatterns,
    pattern: inout JSONPattern
  ) -> Edits {
    let alignment = alignLoose(transcript, group: group, lines: actual, pattern: &pattern, stopAtUnexpected: false)
    var edits = Edits()
    var lastWritten = group.expects.first.map { $0 - 1 } ?? group.lastLine
    var pairedLines: [Int: Int] = [:]  // message index -> listed line
    // The lines not matched are those after the last match (in order); pair
    // each with the next message of its kind after it.
    var cursor = 0
    for (k, line) in group.expects.enumerated() {
      if k < alignment.matched.count {
        cursor = alignment.matched[k] + 1
        continue
      }
      guard case .expect(let text) = transcript.lines[line] else { continue }
      if let found = (cursor..<actual.count).first(where: {
        !alignment.matched.contains($0) && pairedLines[$0] == nil && Self.kind(actual[$0]) == Self.kind(text)
      }) {
        pairedLines[found] = line
        cursor = found + 1
      } else {
        edits.deletions.insert(line)
      }
    }
    for (index, message) in actual.enumerated() {
      if let k = alignment.matched.firstIndex(of: index) {
        lastWritten = group.expects[k]
      } else if let line = pairedLines[index] {
        if !matches(transcript, line: line, actual: message, pattern: &pattern) {
          edits.replacements[line] =
            "<-- " + rewritten(transcript, line: line, actual: message, open: open, pattern: &pattern)
        }
        lastWritten = line
      } else if !Self.isNotification(message) {
        edits.insertions[lastWritten, default: []].append("<-- " + open.written(line: message))
      }
    }
    return edits
  }
}
