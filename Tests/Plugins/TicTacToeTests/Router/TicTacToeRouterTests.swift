import Testing
import ViperKit
import ViperTesting

@testable import TicTacToe

@Suite("Tic-tac-toe router")
struct TicTacToeRouterTests {
  @Test func leavingPops() {
    #expect(NavigationStep(TicTacToeRouter().navigation(for: .leave)) == .pop)
  }
}
