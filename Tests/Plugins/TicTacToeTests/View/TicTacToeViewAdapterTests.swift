import Testing
import ViperKit

@testable import TicTacToe

@Suite("Tic-tac-toe view adapter")
struct TicTacToeViewAdapterTests {
  let adapter = TicTacToeViewAdapter()

  func model(freeCells: [Int], gameOver: Bool = false) -> TicTacToeViewModel {
    TicTacToeViewModel(
      title: "T", board: "b", status: "s", freeCells: freeCells.map { .init(number: $0, title: "c\($0)") },
      score: "sc", gameOver: gameOver, newGameTitle: "n", doneTitle: "d")
  }

  @Test func rendersTheBoardTheFreeCellsTheScoreAndTheButtons() {
    #expect(
      adapter.render(model(freeCells: [2, 7]))
        == .screen(
          title: "T",
          children: [
            .text("b"), .text("s"),
            .list(action: "play", items: [ListItem(key: "2", title: "c2"), ListItem(key: "7", title: "c7")]),
            .text("sc"), .button(action: "new-game", title: "n"), .button(action: "done", title: "d"),
          ]))
  }

  @Test func noListWhenNoCellIsFree() {
    #expect(
      adapter.render(model(freeCells: [], gameOver: true))
        == .screen(
          title: "T",
          children: [
            .text("b"), .text("s"), .text("sc"), .button(action: "new-game", title: "n"),
            .button(action: "done", title: "d"),
          ]))
  }

  @Test func mapsActionsToIntents() throws {
    let model = model(freeCells: [1, 9])
    #expect(try adapter.intent(for: "play", value: "1", in: model) == .cellTapped(1))
    #expect(try adapter.intent(for: "play", value: .int(9), in: model) == .cellTapped(9))
    #expect(try adapter.intent(for: "new-game", value: nil, in: model) == .newGameTapped)
    #expect(try adapter.intent(for: "done", value: nil, in: model) == .doneTapped)
  }

  @Test func playIsOfferedButNotForTakenCellsNorAfterTheGame() {
    #expect(throws: ActionError.unavailable("play", "cell 5 is taken")) {
      try adapter.intent(for: "play", value: "5", in: model(freeCells: [1]))
    }
    #expect(throws: ActionError.unavailable("play", "the game is over")) {
      try adapter.intent(for: "play", value: "9", in: model(freeCells: [], gameOver: true))
    }
  }

  @Test(arguments: ["0", "10", "x"])
  func refusesCellsThatDoNotExist(key: String) {
    #expect(throws: ActionError.invalidValue("play", "a cell from 1 to 9, got \(key)")) {
      try adapter.intent(for: "play", value: .string(key), in: model(freeCells: [1]))
    }
  }

  @Test func refusesAMissingValueAndUnknownActions() {
    #expect(throws: ActionError.self) { try adapter.intent(for: "play", value: nil, in: model(freeCells: [1])) }
    #expect(throws: ActionError.unknownAction("jump")) {
      try adapter.intent(for: "jump", value: nil, in: model(freeCells: [1]))
    }
  }
}
