import JSONValue
import Testing
import ViperKit
import ViperTesting

@testable import TicTacToe

@Suite("Tic-tac-toe snapshots")
struct TicTacToeSnapshotTests {
  let module = TicTacToeModule()

  @Test func aScoreAndAGameUnderWaySurviveASnapshot() throws {
    let screen = try ScreenTester(module)
    for cell in ["1", "4", "2", "5", "3"] { try screen.send("play", .string(cell)) }  // X wins
    try screen.send("new-game")
    try screen.send("play", "5")
    let snapshot = try screen.expectSnapshotRoundTrip(through: module)
    #expect(snapshot["wins"] == ["X": 1])
    #expect(snapshot["board"] == [.null, .null, .null, .null, "O", .null, .null, .null, .null])
    #expect(try ScreenTester(module, restoring: snapshot).pendingEffects.isEmpty)
  }

  @Test func winsAreWrittenInOneOrder() throws {
    var state = TicTacToeInteractor()
    state.wins = [.o: 2, .x: 1]
    let json = try JSONValueEncoder.encode(state)
    #expect(json["wins"]?.objectValue.map { Array($0.keys) } == ["X", "O"])
    #expect(try JSONValueDecoder.decode(TicTacToeInteractor.self, from: json) == state)
  }

  @Test func aSnapshotOfAnotherShapeIsRefusedNamingTheProblem() throws {
    let screen = try module.makeScreen(input: .none)
    let good = try #require(try ScreenTester(module).screen.captureState()?.snapshot?.objectValue)
    var short = good
    short["board"] = JSONValue.array([.null, .null])
    #expect(throws: SnapshotError("the snapshot does not decode: \"board\" must hold 9 cells, not 2")) {
      try screen.restore(snapshot: .object(short))
    }
    var unknownMark = good
    unknownMark["opener"] = "Z"
    #expect(throws: SnapshotError.self) { try screen.restore(snapshot: .object(unknownMark)) }
  }
}
