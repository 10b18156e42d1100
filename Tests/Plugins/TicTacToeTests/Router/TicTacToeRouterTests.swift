import Testing
import ViperKit

@testable import TicTacToe

@Suite("Tic-tac-toe router")
struct TicTacToeRouterTests {
  @Test func leavingPops() {
    #expect(NavigationStep(TicTacToeRouter().navigation(for: .leave)) == .pop)
  }
}
