import ViperKit

/// What the screen shows: the board drawn as text, whose turn it is or how
/// the game ended, the free cells to play, and the score.
public struct TicTacToeViewModel: Equatable, Sendable {
  public struct Cell: Equatable, Sendable {
    public var number: Int
    public var title: String
  }

  public var board: String
  public var status: String
  public var freeCells: [Cell]
  public var score: String
  public var gameOver: Bool
}

public struct TicTacToePresenter: Presenter {
  public init() {}

  public func present(_ state: TicTacToeState) -> TicTacToeViewModel {
    let rows = [1, 4, 7].map { first in
      (first..<first + 3).map { state.board[$0]?.rawValue ?? "·" }.joined(separator: " │ ")
    }
    let status: String
    var playing = false
    switch state.phase {
    case .playing(let next):
      status = "\(next.rawValue) to play"
      playing = true
    case .won(let mark): status = "\(mark.rawValue) wins!"
    case .draw: status = "A draw."
    }
    let names = ["top left", "top", "top right", "left", "centre", "right", "bottom left", "bottom", "bottom right"]
    return TicTacToeViewModel(
      board: rows.joined(separator: "\n──┼───┼──\n"),
      status: status,
      freeCells: playing ? state.board.freeCells.map { .init(number: $0, title: "\($0): \(names[$0 - 1])") } : [],
      score: "X \(state.wins[.x, default: 0]) · O \(state.wins[.o, default: 0]) · draws \(state.draws)",
      gameOver: !playing)
  }
}
