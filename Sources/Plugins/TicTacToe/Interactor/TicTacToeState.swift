import ViperKit

/// A game of tic-tac-toe and the score of the games played on this screen:
/// a pure state machine, no effects.
public struct TicTacToeState: Interactor, Equatable, Sendable {
  public typealias Intent = Event
  public typealias Result = Never
  public enum Event: Equatable, Sendable {
    case play(cell: Int)
    case newGame
    case done
  }

  public enum Phase: Equatable, Sendable {
    case playing(next: Mark)
    case won(Mark)
    case draw
  }

  public enum Route: Equatable, Sendable {
    case leave
  }

  public private(set) var board = Board()
  public private(set) var phase: Phase
  public private(set) var wins: [Mark: Int] = [:]
  public private(set) var draws = 0
  /// Who opens the next game: the players take turns at starting.
  private var opener: Mark

  public init(first: Mark = .x) {
    opener = first
    phase = .playing(next: first)
  }

  public mutating func start() -> Transition<Never, Route> { .none }

  public mutating func handle(_ event: ModuleEvent<Intent, Result>) -> Transition<Never, Route> {
    switch event {
    case .intent(let event): return apply(event)
    case .result(let never): switch never {}
    }
  }

  public mutating func apply(_ event: Event) -> Transition<Never, Route> {
    switch event {
    case .play(let cell):
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
    case .newGame:
      opener = opener.other
      board = Board()
      phase = .playing(next: opener)
      return .none
    case .done:
      return .route(.leave)
    }
  }
}
