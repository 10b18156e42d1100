import Foundation
import JSONValue
import Testing
import Wire

@testable import Transcripts

/// The shared pattern cases (Protocol/transcript-cases/patterns.json): the
/// Swift replayer must decide each as the Python one does
/// (Clients/python/tests/test_pattern_cases.py).
@Suite("Shared pattern cases")
struct SharedPatternCasesTests {
  static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Protocol/transcript-cases/patterns.json")

  static func cases() throws -> [JSONValue] {
    let value = try JSONParser().parse(Array(try Data(contentsOf: file)))
    return try #require(value["cases"]?.arrayValue)
  }

  @Test func everyCase() throws {
    let cases = try Self.cases()
    #expect(cases.count > 50)
    for item in cases {
      let note = item["note"]?.stringValue ?? "?"
      let steps = item["sequence"]?.arrayValue ?? [item]
      var matcher = JSONPattern()
      for (number, step) in steps.enumerated() {
        let pattern = try #require(step["pattern"], "\(note): no pattern")
        let value = try #require(step["value"], "\(note): no value")
        let expected = try #require(step["matches"]?.boolValue, "\(note): no matches")
        let mismatch = matcher.match(pattern, value)
        #expect(
          (mismatch == nil) == expected,
          "\(note), step \(number + 1): \(mismatch.map { "\($0.path): \($0.reason)" } ?? "matched")")
      }
    }
  }

  /// `--update` keeps a line's patterns where they still match: merging a
  /// case's pattern into a value it matches gives the pattern back, and a
  /// merge always matches the value it was made from.
  @Test func mergingIntoAMatchingValueKeepsThePattern() throws {
    for item in try Self.cases() {
      let steps = item["sequence"]?.arrayValue ?? [item]
      var state = JSONPattern()
      for step in steps {
        let pattern = try #require(step["pattern"])
        let value = try #require(step["value"])
        let note = item["note"]?.stringValue ?? "?"
        var trial = state
        var merger = state
        let merged = merger.merge(pattern, into: value)
        if trial.match(pattern, value) == nil {
          #expect(merged == pattern, "\(note)")
        }
        var check = state
        #expect(check.match(merged, value) == nil, "\(note): the merge must match")
        state = merger
      }
    }
  }
}
