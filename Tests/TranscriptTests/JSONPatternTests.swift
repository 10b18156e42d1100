import JSONValue
import Testing
import TextDiff

@testable import Transcripts

@Suite("Transcript patterns")
struct JSONPatternTests {
  func matches(_ pattern: JSONValue, _ actual: JSONValue) -> Bool {
    var matcher = JSONPattern()
    return matcher.match(pattern, actual) == nil
  }

  @Test func objectsIgnoreOrderArraysDoNot() {
    #expect(matches(["a": 1, "b": [1, 2]], ["b": [1, 2], "a": 1]))
    #expect(!matches(["b": [1, 2]], ["b": [2, 1]]))
  }

  @Test func numbersCompareAsNumbers() {
    #expect(matches(["n": 1], ["n": 1.0]))
    #expect(!matches(["n": 1], ["n": 1.5]))
    #expect(!matches(["n": 1], ["n": "1"]))
  }

  @Test func missingAndExtraMembersAreReportedWithTheirPath() {
    var matcher = JSONPattern()
    #expect(matcher.match(["a": ["b": 1]], ["a": [:] as JSONValue]) == .init(path: "$.a.b", reason: "missing member"))
    #expect(matcher.match(["a": 1], ["a": 1, "z": 2])?.path == "$.z")
    #expect(matcher.match(["l": [1, 2]], ["l": [1, 3]])?.path == "$.l[1]")
    #expect(matcher.match(["l": [1]], ["l": [1, 3]])?.reason == "expected 1 elements, got 2")
  }

  @Test func wildcardsMatchAnyValueOrAnyPartOfAString() {
    #expect(matches(["v": "{{*}}"], ["v": ["deep": [1]]]))
    #expect(matches(["v": "viper-host {{*}}"], ["v": "viper-host 1.2.3"]))
    #expect(matches(["v": "{{*}}-{{*}}"], ["v": "a-b"]))
    #expect(!matches(["v": "viper-host {{*}}"], ["v": "other 1.2.3"]))
    #expect(!matches(["v": "a{{*}}z"], ["v": "az-"]))
    #expect(!matches(["v": "x {{*}}"], ["v": 3]))
  }

  @Test func placeholdersBindOnFirstUse() {
    var matcher = JSONPattern()
    #expect(matcher.match(["id": "{{$view}}"], ["id": "v7"]) == nil)
    #expect(matcher.match(["stack": ["{{$view}}"]], ["stack": ["v7"]]) == nil)
    #expect(matcher.match(["id": "{{$view}}"], ["id": "v8"]) != nil)
    #expect(matcher.bindings["view"] == "v7")
  }

  @Test func aFailedMatchBindsNothing() {
    var matcher = JSONPattern()
    #expect(matcher.match(["a": "{{$x}}", "b": 1], ["a": "bound?", "b": 2]) != nil)
    #expect(matcher.bindings.isEmpty)
  }
}

@Suite("Transcript files")
struct TranscriptFileTests {
  @Test func parsesEveryKindOfLine() throws {
    let text = """
      # a story
      !host --in-memory --seed 3
      --> {"id":1}
      -->hex 7b ff 7d

      -->
      <-- {"id":1}
      !restart
      !eof
      <-- {}
      !status 1
      """
    let transcript = try Transcript(path: "t", text: text)
    #expect(transcript.hostArguments == ["--in-memory", "--seed", "3"])
    #expect(
      transcript.lines == [
        .comment("# a story"), .host(["--in-memory", "--seed", "3"]), .send(Array(#"{"id":1}"#.utf8)),
        .send([0x7B, 0xFF, 0x7D]), .blank, .send([]), .expect(#"{"id":1}"#), .restart, .eof, .expect("{}"),
        .status(1),
      ])
  }

  @Test func badLinesAreErrorsWithTheirLineNumber() {
    #expect(throws: Transcript.ParseError.self) { try Transcript(path: "t", text: "# ok\nhello") }
    do {
      _ = try Transcript(path: "t", text: "# ok\n-->hex 7g")
    } catch {
      #expect(error.line == 2)
    }
    #expect(throws: Transcript.ParseError.self) { try Transcript(path: "t", text: "!frobnicate") }
  }

  @Test func consecutiveSendsFormOneGroupUntilAnExpectation() throws {
    let transcript = try Transcript(path: "t", text: "--> a\n--> b\n<-- 1\n<-- 2\n--> c\n!restart\n--> d\n!eof\n<-- 9")
    let plan = try ReplayPlan(transcript)
    #expect(plan.runs.count == 2)
    #expect(plan.runs[0].groups.map(\.sends) == [[0, 1], [4]])
    #expect(plan.runs[0].groups.map(\.expects) == [[2, 3], []])
    #expect(plan.runs[1].afterEOF.expects == [8])
    let split = try ReplayPlan(try Transcript(path: "t", text: "--> a\n--> b\n--> c\n<-- 1"), splitUnanswered: true)
    #expect(split.runs[0].groups.map(\.sends) == [[0, 1, 2]])
    let fresh = try ReplayPlan(try Transcript(path: "t", text: "--> a\n--> b"), splitUnanswered: true)
    #expect(fresh.runs[0].groups.map(\.sends) == [[0], [1]])
  }

  @Test func nothingCanBeSentAfterEOF() throws {
    let transcript = try Transcript(path: "t", text: "!eof\n--> a")
    #expect(throws: Transcript.ParseError.self) { try ReplayPlan(transcript) }
  }

  @Test(
    "a line calls for an answer unless blank or a well-formed notification",
    arguments: [
      ("", 0), ("  ", 0), (#"{"method":"exit"}"#, 0), (#"{"jsonrpc":"2.0","method":"x","params":{}}"#, 0),
      (#"{"id":1,"method":"x"}"#, 1), ("{oops", 1), ("[1]", 1), (#"{"method":"x","params":3}"#, 1),
      (#"{"method":3}"#, 1),
    ])
  func answersDue(line: String, due: Int) {
    #expect(TranscriptReplayer.answersDue(for: Array(line.utf8), maxLineBytes: 100, parser: .init()) == due)
  }

  @Test func diffsShowRemovedThenAddedLines() {
    let diff = LineDiff.unified(expected: "a\nb\nc", got: "a\nB\nc")
    #expect(diff == "--- expected\n+++ got\n  a\n- b\n+ B\n  c")
  }
}

@Suite("Transcript updates")
struct TranscriptMergeTests {
  @Test func mergingKeepsWildcardsAndPlaceholdersWhereTheyStillFit() {
    let old: JSONValue = ["v": "{{*}}", "id": "{{$view}}", "name": "host {{*}}", "n": 1, "l": ["{{*}}", 2]]
    let new: JSONValue = ["v": "9", "id": "v3", "name": "host 2.0", "n": 2, "l": [1, 3, 4], "extra": true]
    #expect(
      JSONPattern.merge(old, into: new)
        == ["v": "{{*}}", "id": "{{$view}}", "name": "host {{*}}", "n": 2, "l": ["{{*}}", 3, 4], "extra": true])
    // A partial wildcard that no longer matches gives way to the new value.
    #expect(JSONPattern.merge(["name": "host {{*}}"], into: ["name": "guest"]) == ["name": "guest"])
  }
}
