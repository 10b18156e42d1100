import JSONValue
import Testing
import ViperKit

@testable import TicTacToe

@Suite("Tic-tac-toe input")
struct TicTacToeInputTests {
  @Test(arguments: Mark.allCases)
  func itsJSONReadsBackAsTheSameInput(first: Mark) throws {
    let input = TicTacToeInput(first: first)
    #expect(try TicTacToeInput(json: input.json) == input)
  }

  @Test func namesWhoOpens() throws {
    #expect(try TicTacToeInput(json: nil).first == .x)
    #expect(try TicTacToeInput(json: .null).first == .x)
    #expect(try TicTacToeInput(json: [:]).first == .x)
    #expect(try TicTacToeInput(json: ["first": "O"]).first == .o)
    #expect(try TicTacToeInput(json: TicTacToeInput(first: .o).json) == TicTacToeInput(first: .o))
  }

  @Test func ignoresMembersItDoesNotKnow() throws {
    // The kit's one rule for inputs: newer frontends may send more.
    #expect(try TicTacToeInput(json: ["second": "X"]).first == .x)
  }

  @Test func refusesWhatItDoesNotKnow() {
    #expect(throws: InputError("\"first\" must be \"X\" or \"O\", not \"Z\"")) {
      try TicTacToeInput(json: ["first": "Z"])
    }
    #expect(throws: InputError("\"first\" must be a string, not number")) { try TicTacToeInput(json: ["first": 1]) }
    #expect(throws: InputError.self) { try TicTacToeInput(json: ["first": 1]) }
    #expect(throws: InputError.self) { try TicTacToeInput(json: "X") }
  }
}
