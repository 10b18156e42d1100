import Testing

@testable import TicTacToe

@Suite("Tic-tac-toe board")
struct BoardTests {
  @Test(arguments: Board.lines)
  func everyLineWins(line: [Int]) {
    var board = Board()
    for cell in line { board[cell] = .o }
    #expect(board.winner == .o)
  }

  @Test func freeCellsAreTheUnmarkedOnesInOrder() {
    var board = Board()
    board[5] = .x
    board[1] = .o
    #expect(board.freeCells == [2, 3, 4, 6, 7, 8, 9])
    #expect(board.winner == nil)
  }
}
