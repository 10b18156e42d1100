import Testing
import ViperKit
import ViperTesting

@testable import TicTacToe

@Suite("Tic-tac-toe interactor")
struct TicTacToeInteractorTests {
  /// A game after `cells` were played in turn (checked step by step elsewhere).
  static func played(_ cells: [Int], first: Mark = .x) -> TicTacToeInteractor {
    var game = TicTacToeInteractor(first: first)
    for cell in cells { _ = game.handle(.intent(.cellTapped(cell))) }
    return game
  }

  @Test func startingAsksForNothing() {
    var tester = InteractorTester(TicTacToeInteractor())
    tester.start()
    tester.resume()
  }

  @Test func playersTakeTurnsAndAFullLineWinsAndCounts() {
    var tester = InteractorTester(TicTacToeInteractor())
    tester.send(.cellTapped(1)) {
      $0.board[1] = .x
      $0.phase = .playing(next: .o)
    }
    tester.send(.cellTapped(4)) {
      $0.board[4] = .o
      $0.phase = .playing(next: .x)
    }
    tester.send(.cellTapped(2)) {
      $0.board[2] = .x
      $0.phase = .playing(next: .o)
    }
    tester.send(.cellTapped(5)) {
      $0.board[5] = .o
      $0.phase = .playing(next: .x)
    }
    tester.send(.cellTapped(3)) {
      $0.board[3] = .x
      $0.phase = .won(.x)
      $0.wins = [.x: 1]
    }
  }

  @Test func aFullBoardWithoutALineIsADraw() {
    var tester = InteractorTester(Self.played([1, 2, 3, 5, 4, 6, 8, 7]))
    tester.send(.cellTapped(9)) {
      $0.board[9] = .x
      $0.phase = .draw
      $0.draws = 1
    }
  }

  @Test(arguments: [5, 0, 10, -1])
  func takenOrMissingCellsChangeNothing(cell: Int) {
    var tester = InteractorTester(Self.played([5]))
    tester.send(.cellTapped(cell))
  }

  @Test func movesAfterTheEndChangeNothing() {
    var won = InteractorTester(Self.played([1, 4, 2, 5, 3]))
    won.send(.cellTapped(9))
    var drawn = InteractorTester(Self.played([1, 2, 3, 5, 4, 6, 8, 7, 9]))
    drawn.send(.cellTapped(1))
  }

  @Test func thePlayersTakeTurnsAtOpeningAndTheScoreStays() {
    var tester = InteractorTester(Self.played([1, 4, 2, 5, 3], first: .o))
    #expect(tester.state.phase == .won(.o))
    tester.send(.newGameTapped) {
      $0.board = Board()
      $0.opener = .x
      $0.phase = .playing(next: .x)
    }
    tester.send(.newGameTapped) {
      $0.opener = .o
      $0.phase = .playing(next: .o)
    }
  }

  @Test func startingOverMidGameClearsTheBoardOnly() {
    var tester = InteractorTester(Self.played([5, 1]))
    tester.send(.newGameTapped) {
      $0.board = Board()
      $0.opener = .o
      $0.phase = .playing(next: .o)
    }
  }

  @Test func doneLeavesTheScreen() {
    var tester = InteractorTester(Self.played([5]))
    tester.send(.doneTapped, route: .leave)
  }
}
