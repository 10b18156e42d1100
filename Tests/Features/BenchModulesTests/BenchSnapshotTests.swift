import Testing
import ViperKit
import ViperTesting

@testable import BenchModules

@Suite("Bench modules snapshots")
struct BenchSnapshotTests {
  @Test func aCountSurvivesASnapshot() throws {
    let screen = try ScreenTester(CounterModule())
    try screen.send("increment")
    try screen.send("increment")
    #expect(try screen.expectSnapshotRoundTrip(through: CounterModule()) == ["count": 2])
  }

  @Test func touchedRowsAcrossChunksSurviveASnapshot() throws {
    let input = ScreenInput.json(["rows": 40])
    let screen = try ScreenTester(ListModule(), input: input)
    for row in ["3", "35", "35"] { try screen.send("touch", .string(row)) }
    let snapshot = try screen.expectSnapshotRoundTrip(through: ListModule(), input: input)
    #expect(snapshot["touches"]?.arrayValue?.count == 40)
    #expect(snapshot["touches"]?.arrayValue?[35] == 2)
  }

  @Test func aSnapshotOfAnotherShapeIsRefusedNamingTheProblem() throws {
    let counter = try CounterModule().makeScreen(input: .none)
    #expect(throws: SnapshotError("the snapshot does not decode: \"count\" must be an integer, not string")) {
      try counter.restore(snapshot: ["count": "2"])
    }
    let list = try ListModule().makeScreen(input: .json(["rows": 2]))
    #expect(throws: SnapshotError("the snapshot does not decode: \"touches[1]\" must be an integer, not string")) {
      try list.restore(snapshot: ["touches": [0, "a"]])
    }
  }
}
