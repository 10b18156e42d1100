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

  /// The replay's date the `{{today}}` cases are written for.
  static func today() throws -> String {
    try #require(try JSONParser().parse(Array(try Data(contentsOf: file)))["today"]?.stringValue)
  }

  @Test func everyCase() throws {
    let cases = try Self.cases()
    #expect(cases.count > 50)
    for item in cases {
      let note = item["note"]?.stringValue ?? "?"
      let steps = item["sequence"]?.arrayValue ?? [item]
      var matcher = JSONPattern(today: try Self.today())
      for (number, step) in steps.enumerated() {
        let pattern = try #require(step["pattern"], "\(note): no pattern")
        let value = try #require(step["value"], "\(note): no value")
        let expected = try #require(step["matches"]?.boolValue as Bool?, "\(note): no matches")
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
      var state = JSONPattern(today: try Self.today())
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

@Suite("Merging and loose plans")
struct MergeAndLoosePlanTests {
  @Test func aPatternGivesWayOnlyWhereItNoLongerMatches() throws {
    var matcher = JSONPattern()
    #expect(matcher.match(["id": "{{$view}}"], ["id": "v1"]) == nil)
    let old: JSONValue = [
      "a": "{{$view}}", "b": "{{$other}}", "n": "{{number}}", "s": "{{re:^x}}", "k": 1.0, "changed": 1,
    ]
    let merged = matcher.merge(old, into: ["changed": 2, "k": 1, "s": "y", "n": "3", "b": "q", "a": "v2"])
    #expect(merged == ["a": "v2", "b": "{{$other}}", "n": "3", "s": "y", "k": 1.0, "changed": 2])
    #expect(matcher.bindings["other"] == "q")
    #expect(try #require(merged.objectValue).members.map(\.key) == ["a", "b", "n", "s", "k", "changed"])
  }

  @Test func looseSectionsMarkTheirGroupsAndEndTheGroupBefore() throws {
    let text = "--> a\n!loose\n--> b\n<-- 1\n!strict\n--> c\n!loose\n!restart\n--> d\n!eof\n<-- 2"
    let plan = try ReplayPlan(try Transcript(path: "t", text: text))
    #expect(plan.runs[0].groups.map(\.loose) == [false, true, false])
    #expect(plan.runs[0].groups.map(\.sends) == [[0], [2], [5]])
    #expect(plan.runs[0].afterEOF.loose)
    #expect(plan.runs[1].groups.map(\.loose) == [true])
    #expect(plan.runs[1].afterEOF.loose)
  }
}
