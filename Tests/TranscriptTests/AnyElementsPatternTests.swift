import JSONValue
import Testing

@testable import Transcripts

/// `"{{...}}"` as an array element: any run of zero or more elements. The same
/// cases are in Clients/python/tests/test_replay.py, for the Python replayer.
@Suite("Transcript patterns: runs of elements")
struct AnyElementsPatternTests {
  func mismatch(_ pattern: JSONValue, _ actual: JSONValue) -> JSONPattern.Mismatch? {
    var matcher = JSONPattern()
    return matcher.match(pattern, actual)
  }

  @Test func aRunMayBeEmpty() {
    #expect(mismatch(["a", "{{...}}", "b"], ["a", "b"]) == nil)
    #expect(mismatch(["{{...}}"], []) == nil)
  }

  @Test func aRunMayStandAtTheStartInTheMiddleOrAtTheEnd() {
    #expect(mismatch(["{{...}}", "z"], ["x", "y", "z"]) == nil)
    #expect(mismatch(["a", "{{...}}", "z"], ["a", "m", ["n": 1], "z"]) == nil)
    #expect(mismatch(["a", "{{...}}"], ["a", "b", "c"]) == nil)
    #expect(mismatch(["{{...}}"], [1, ["deep": [2]], "three"]) == nil)
  }

  @Test func severalRunsInOneArray() {
    #expect(mismatch(["{{...}}", "k", "{{...}}"], [1, "k", 2, 3]) == nil)
    #expect(mismatch(["a", "{{...}}", "m", "{{...}}", "z"], ["a", 1, "m", 2, 2, "z"]) == nil)
    #expect(mismatch(["a", "{{...}}", "m", "{{...}}", "z"], ["a", "z", "m"]) != nil)
    #expect(mismatch(["{{...}}", "{{...}}"], [1, 2]) == nil)
  }

  @Test func theOtherElementsMustMatchInOrder() {
    #expect(mismatch(["a", "{{...}}", "b"], ["b", "a"]) == .init(path: "$[0]", reason: #"expected "a", got "b""#))
    #expect(
      mismatch(["a", "{{...}}", "b"], ["a", "x", "c"]) == .init(path: "$[2]", reason: #"expected "b", got "c""#))
    #expect(mismatch(["a", "{{...}}", "b"], ["a"]) == .init(path: "$[1]", reason: "expected more elements, got 1"))
    #expect(mismatch(["{{...}}", "b"], ["b", "x"]) == .init(path: "$[1]", reason: "unexpected element"))
    #expect(mismatch(["l": ["{{...}}", 1]], ["l": [1, 2]])?.path == "$.l[1]")
  }

  @Test func runsInNestedArrays() {
    #expect(mismatch([["{{...}}", 2], "{{...}}"], [[1, 2], [3]]) == nil)
    #expect(mismatch([["m": ["{{...}}"]]], [["m": [1, 2]]]) == nil)
    #expect(mismatch([["{{...}}", 2]], [[2, 3]])?.path == "$[0][1]")
    // A run is of this array's elements; it does not reach into an element.
    #expect(mismatch(["{{...}}", 3], [[1, 3]]) != nil)
  }

  @Test func skippedElementsBindNothing() {
    var matcher = JSONPattern()
    #expect(matcher.match(["{{...}}", "{{$x}}", "z"], [1, 2, "z"]) == nil)
    #expect(matcher.bindings == ["x": 2])
    var failed = JSONPattern()
    #expect(failed.match(["{{$y}}", "{{...}}", "q"], [1, 2]) != nil)
    #expect(failed.bindings.isEmpty)
    var bound = JSONPattern()
    #expect(bound.match(["id": "{{$v}}"], ["id": 7]) == nil)
    #expect(bound.match(["{{...}}", "{{$v}}"], [7, 8]) != nil)
    #expect(bound.match(["{{...}}", "{{$v}}", "{{...}}"], [6, 7, 8]) == nil)
  }

  @Test func theStringIsOnlyARunAsAnArrayElement() {
    #expect(mismatch(["a": "{{...}}"], ["a": [1]]) != nil)
    #expect(mismatch(["a": "{{...}}"], ["a": "{{...}}"]) == nil)
    #expect(mismatch(["a": "x{{...}}"], ["a": "xy"]) != nil)
    // The host's own "{{...}}" element is just one more element a run takes.
    #expect(mismatch(["{{...}}"], ["{{...}}", "x"]) == nil)
  }

  @Test func anUpdateKeepsARunWhileItsArrayStillMatches() {
    let old: JSONValue = ["v": "{{*}}", "n": 1, "l": ["a", "{{...}}", "z"]]
    #expect(
      JSONPattern.merge(old, into: ["v": "2", "n": 2, "l": ["a", "b", "z"]])
        == ["v": "{{*}}", "n": 2, "l": ["a", "{{...}}", "z"]])
    // An array that no longer matches is written as the host sent it.
    #expect(JSONPattern.merge(["l": ["a", "{{...}}"]], into: ["l": ["b", "c"]]) == ["l": ["b", "c"]])
    #expect(
      JSONPattern.merge(["l": [["k": "{{*}}"], "{{...}}"]], into: ["l": [["k": 1, "x": 2]]])
        == ["l": [["k": "{{*}}", "x": 2]]])
  }
}
