import ViperKit

/// A game of tic-tac-toe and the score of the games played on this screen:
/// a pure state machine, no effects. `Codable`: its screens take snapshots
/// (the manifest says `snapshots`), so a restored session or a debugger's
/// goto puts a game back as it was.
public struct TicTacToeInteractor: Interactor, Equatable, Sendable, Codable {
  public typealias Intent = TicTacToeIntent
  public typealias Result = Never
  public typealias Effect = Never
  public typealias Route = TicTacToeRoute

  public enum Phase: Equatable, Sendable, Codable {
    case playing(next: Mark)
    case won(Mark)
    case draw
  }

  public internal(set) var board = Board()
  public internal(set) var phase: Phase
  public internal(set) var wins: [Mark: Int] = [:]
  public internal(set) var draws = 0
  /// Who opens the next game: the players take turns at starting.
  var opener: Mark

  public init(first: Mark = .x) {
    opener = first
    phase = .playing(next: first)
  }

  public mutating func start() -> Transition<Never, TicTacToeRoute> { .none }

  public mutating func handle(_ event: ModuleEvent<TicTacToeIntent, Never>) -> Transition<Never, TicTacToeRoute> {
    switch event {
    case .intent(.cellTapped(let cell)):
      // The view offers only free cells while a game runs; anything else changes nothing.
      guard case .playing(let mark) = phase, Board.cells.contains(cell), board[cell] == nil else { return .none }
      board[cell] = mark
      if let winner = board.winner {
        phase = .won(winner)
        wins[winner, default: 0] += 1
      } else if board.freeCells.isEmpty {
        phase = .draw
        draws += 1
      } else {
        phase = .playing(next: mark.other)
      }
      return .none
    case .intent(.newGameTapped):
      opener = opener.other
      board = Board()
      phase = .playing(next: opener)
      return .none
    case .intent(.doneTapped):
      return .route(.leave)
    }
  }
}
