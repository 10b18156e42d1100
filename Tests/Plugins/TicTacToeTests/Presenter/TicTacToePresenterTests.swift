import Testing

@testable import TicTacToe

@Suite("Tic-tac-toe presenter")
struct TicTacToePresenterTests {
  let presenter = TicTacToePresenter()

  @Test func whileAGameRunsTheFreeCellsAreOfferedByName() {
    let model = presenter.present(TicTacToeInteractorTests.played([5]))
    #expect(
      model
        == TicTacToeViewModel(
          title: "Tic-tac-toe",
          board: "· │ · │ ·\n──┼───┼──\n· │ X │ ·\n──┼───┼──\n· │ · │ ·",
          status: "O to play",
          freeCells: [
            .init(number: 1, title: "1: top left"), .init(number: 2, title: "2: top"),
            .init(number: 3, title: "3: top right"), .init(number: 4, title: "4: left"),
            .init(number: 6, title: "6: right"), .init(number: 7, title: "7: bottom left"),
            .init(number: 8, title: "8: bottom"), .init(number: 9, title: "9: bottom right"),
          ],
          score: "X 0 · O 0 · draws 0",
          gameOver: false,
          newGameTitle: "Start over",
          doneTitle: "Done"))
  }

  @Test func aWonGameOffersNoCellsAndPlayAgain() {
    let model = presenter.present(TicTacToeInteractorTests.played([1, 4, 2, 5, 3]))
    #expect(model.status == "X wins!")
    #expect(model.freeCells.isEmpty)
    #expect(model.gameOver)
    #expect(model.newGameTitle == "Play again")
    #expect(model.score == "X 1 · O 0 · draws 0")
  }

  @Test func aDrawSaysSoAndCounts() {
    let model = presenter.present(TicTacToeInteractorTests.played([1, 2, 3, 5, 4, 6, 8, 7, 9]))
    #expect(model.status == "A draw.")
    #expect(model.board == "X │ O │ X\n──┼───┼──\nX │ O │ O\n──┼───┼──\nO │ X │ X")
    #expect(model.score == "X 0 · O 0 · draws 1")
    #expect(model.gameOver)
  }
}
