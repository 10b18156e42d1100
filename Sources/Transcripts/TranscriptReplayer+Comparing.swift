import JSONValue
import TextDiff
import Wire

/// Comparing what the host said with what a transcript expects: whether a line still matches, the line
/// `--update` writes (keeping the old expectation's matchers where they still match), and the failure a group
/// of expectations reports (the first difference, with a diff, or the messages the transcript does not expect).
extension TranscriptReplayer {
  func matches(_ transcript: Transcript, line: Int, actual: String, pattern: inout JSONPattern) -> Bool {
    guard case .expect(let text) = transcript.lines[line] else { return false }
    let parser = JSONParser()
    guard let expected = try? parser.parse(text), let got = try? parser.parse(actual) else { return text == actual }
    return pattern.match(expected, got) == nil
  }

  /// The actual message, keeping every part of the old expectation that
  /// still matches (its matchers, placeholders and literals).
  func rewritten(
    _ transcript: Transcript, line: Int, actual: String, open: GoldenPatterns, pattern: inout JSONPattern
  ) -> String {
    let parser = JSONParser()
    guard case .expect(let text) = transcript.lines[line], let old = try? parser.parse(text),
      let new = try? parser.parse(actual)
    else { return open.written(line: actual) }
    return TranscriptJSON.compact(pattern.merge(old, into: new, leaving: open))
  }

  func compare(_ transcript: Transcript, group: ReplayPlan.Group, actual: Observed, pattern: inout JSONPattern)
    -> Failure?
  {
    let parser = JSONParser()
    for (k, line) in group.expects.enumerated() {
      guard case .expect(let text) = transcript.lines[line] else { continue }
      guard k < actual.lines.count else {
        return Failure(
          path: transcript.path, line: line + 1,
          report: "expected this message, but \(actual.stop ?? "the host sent no more messages here")\n<-- \(text)")
      }
      let got = actual.lines[k]
      let expected: JSONValue
      do {
        expected = try parser.parse(text)
      } catch {
        return Failure(path: transcript.path, line: line + 1, report: "the expectation is not JSON: \(error.detail)")
      }
      guard let gotValue = try? parser.parse(got) else {
        return Failure(path: transcript.path, line: line + 1, report: "the host wrote a line that is not JSON: \(got)")
      }
      if let mismatch = pattern.match(expected, gotValue) {
        return Failure(
          path: transcript.path, line: line + 1,
          report: "differs at \(mismatch.path): \(mismatch.reason)\n"
            + LineDiff.unified(expected: TranscriptJSON.pretty(expected), got: TranscriptJSON.pretty(gotValue)))
      }
    }
    if actual.lines.count > group.expects.count {
      let extra = actual.lines[group.expects.count...].map { "<-- " + $0 }.joined(separator: "\n")
      return Failure(
        path: transcript.path, line: group.lastLine + 1,
        report:
          "the host sent \(actual.lines.count - group.expects.count) message(s) the transcript does not expect here:\n\(extra)"
      )
    }
    return nil
  }
}
