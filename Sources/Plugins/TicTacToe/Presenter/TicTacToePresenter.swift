import ViperKit

/// The words of the game: the board drawn as text, the status, the free
/// cells by name, the score and the buttons' titles.
public struct TicTacToePresenter: Presenter {
  public static let title = "Tic-tac-toe"
  public static let doneTitle = "Done"
  static let cellNames = [
    "top left", "top", "top right", "left", "centre", "right", "bottom left", "bottom", "bottom right",
  ]

  public init() {}

  public func present(_ state: TicTacToeInteractor) -> TicTacToeViewModel {
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
    return TicTacToeViewModel(
      title: Self.title,
      board: rows.joined(separator: "\n──┼───┼──\n"),
      status: status,
      freeCells: playing
        ? state.board.freeCells.map { .init(number: $0, title: "\($0): \(Self.cellNames[$0 - 1])") } : [],
      score: "X \(state.wins[.x, default: 0]) · O \(state.wins[.o, default: 0]) · draws \(state.draws)",
      gameOver: !playing,
      newGameTitle: playing ? "Start over" : "Play again",
      doneTitle: Self.doneTitle)
  }
}
