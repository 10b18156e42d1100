import JSONValue
import Testing
import TicTacToe
import ViperKit

@Suite("Tic-tac-toe")
struct TicTacToeTests {
  static func play(_ cells: [Int], first: Mark = .x) -> TicTacToeState {
    var game = TicTacToeState(first: first)
    for cell in cells { _ = game.handle(.play(cell: cell)) }
    return game
  }

  @Test func aFullLineWinsAndCounts() {
    let game = Self.play([1, 4, 2, 5, 3])
    #expect(game.phase == .won(.x))
    #expect(game.wins[.x] == 1)
  }

  @Test func aFullBoardWithoutALineIsADraw() {
    let game = Self.play([1, 2, 3, 5, 4, 6, 8, 7, 9])
    #expect(game.phase == .draw)
    #expect(game.draws == 1)
  }

  @Test func takenCellsAndMovesAfterTheEndChangeNothing() {
    var game = Self.play([5])
    let before = game
    _ = game.handle(.play(cell: 5))
    _ = game.handle(.play(cell: 10))
    #expect(game == before)
    var won = Self.play([1, 4, 2, 5, 3])
    let over = won
    _ = won.handle(.play(cell: 9))
    #expect(won == over)
  }

  @Test func thePlayersTakeTurnsAtOpeningAndTheScoreStays() {
    var game = Self.play([1, 4, 2, 5, 3], first: .o)
    #expect(game.phase == .won(.o))
    _ = game.handle(.newGame)
    #expect(game.phase == .playing(next: .x))
    #expect(game.board == Board())
    #expect(game.wins[.o] == 1)
  }

  @Test func doneLeavesTheScreen() {
    var game = TicTacToeState()
    #expect(game.handle(.done) == .route(.leave))
    #expect(TicTacToeRouter().navigation(for: .leave).json == ["action": "pop"], "done must pop")
  }

  @Test func theScreenOffersOnlyFreeCellsWhileTheGameRuns() throws {
    let adapter = TicTacToeViewAdapter()
    let model = TicTacToePresenter().present(Self.play([5]))
    #expect(model.status == "O to play")
    #expect(model.board == "· │ · │ ·\n──┼───┼──\n· │ X │ ·\n──┼───┼──\n· │ · │ ·")
    #expect(model.freeCells.map(\.number) == [1, 2, 3, 4, 6, 7, 8, 9])
    #expect(try adapter.event(for: "play", value: "1", in: model) == .play(cell: 1))
    #expect(try adapter.event(for: "play", value: .int(9), in: model) == .play(cell: 9))
    #expect(throws: ActionError.unavailable("play", "cell 5 is taken")) {
      try adapter.event(for: "play", value: "5", in: model)
    }
    #expect(throws: ActionError.invalidValue("play", "a cell from 1 to 9, got 0")) {
      try adapter.event(for: "play", value: "0", in: model)
    }
    #expect(throws: ActionError.unknownAction("jump")) { try adapter.event(for: "jump", value: nil, in: model) }
    let over = TicTacToePresenter().present(Self.play([1, 4, 2, 5, 3]))
    #expect(over.status == "X wins!")
    #expect(over.freeCells.isEmpty)
    #expect(throws: ActionError.unavailable("play", "the game is over")) {
      try adapter.event(for: "play", value: "9", in: over)
    }
  }

  @Test func theInputNamesWhoOpens() throws {
    #expect(try TicTacToeInput(json: nil).first == .x)
    #expect(try TicTacToeInput(json: ["first": "O"]).first == .o)
    #expect(throws: InputError("first must be \"X\" or \"O\", got \"Z\"")) { try TicTacToeInput(json: ["first": "Z"]) }
    #expect(throws: InputError("unknown member second")) { try TicTacToeInput(json: ["second": "X"]) }
    #expect(try TicTacToeInput(json: TicTacToeInput(first: .o).json) == TicTacToeInput(first: .o))
  }
}
