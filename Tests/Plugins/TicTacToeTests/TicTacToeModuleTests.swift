import Testing
import ViperKit
import ViperTesting

@testable import TicTacToe

/// The assembled screen, driven by wire names.
@Suite("Tic-tac-toe screen")
struct TicTacToeModuleTests {
  func status(_ screen: ScreenTester) -> ViewNode? { screen.view.children.dropFirst().first }

  @Test func aGameOverTheWire() throws {
    let screen = try ScreenTester(TicTacToeModule())
    #expect(status(screen) == .text("X to play"))
    for cell in ["1", "4", "2", "5"] { try screen.send("play", .string(cell)) }
    #expect(throws: ActionError.unavailable("play", "cell 4 is taken")) { try screen.send("play", "4") }
    try screen.send("play", "3")
    #expect(status(screen) == .text("X wins!"))
    #expect(screen.view.firstNode { $0.action == "play" } == nil)
    #expect(screen.view.children.contains(.text("X 1 · O 0 · draws 0")))
    #expect(screen.view.firstNode { $0.action == "new-game" } == .button(action: "new-game", title: "Play again"))
    try screen.send("new-game")
    #expect(status(screen) == .text("O to play"))
    #expect(screen.pendingEffects.isEmpty)
    #expect(screen.navigations.isEmpty)
  }

  @Test func theInputChoosesWhoOpens() throws {
    let screen = try ScreenTester(TicTacToeModule(), input: .json(["first": "O"]))
    #expect(status(screen) == .text("O to play"))
    #expect(screen.view.firstNode { $0.action == "new-game" } == .button(action: "new-game", title: "Start over"))
  }

  @Test func doneClosesTheGame() throws {
    let screen = try ScreenTester(TicTacToeModule())
    try screen.send("done")
    #expect(screen.navigations.map(NavigationStep.init) == [.pop])
  }

  @Test func refusesUnknownActionsAndBadInput() throws {
    let screen = try ScreenTester(TicTacToeModule())
    #expect(throws: ActionError.unknownAction("jump")) { try screen.send("jump") }
    #expect(throws: InputError.self) { try TicTacToeModule().makeScreen(input: .json(["first": "Z"])) }
  }
}
