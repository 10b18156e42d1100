import ViperKit

/// A game of tic-tac-toe and the score of the games played on this screen:
/// a pure state machine, no effects.
public struct TicTacToeInteractor: Interactor, Equatable, Codable, Sendable {
  public typealias Intent = TicTacToeIntent
  public typealias Result = Never
  public typealias Effect = Never
  public typealias Route = TicTacToeRoute

  public enum Phase: Equatable, Codable, Sendable {
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

  // Codable by hand only to write `wins` in a fixed order (X, then O), so
  // snapshots are stable; `wins` reads back as an object keyed by mark.
  enum CodingKeys: String, CodingKey {
    case board, phase, wins, draws, opener
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(board, forKey: .board)
    try container.encode(phase, forKey: .phase)
    var scores = container.nestedContainer(keyedBy: MarkKey.self, forKey: .wins)
    for mark in Mark.allCases {
      if let count = wins[mark] { try scores.encode(count, forKey: MarkKey(mark)) }
    }
    try container.encode(draws, forKey: .draws)
    try container.encode(opener, forKey: .opener)
  }

  private struct MarkKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ mark: Mark) { stringValue = mark.rawValue }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}
