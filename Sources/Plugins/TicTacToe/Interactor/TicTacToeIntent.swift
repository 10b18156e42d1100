/// What the players do.
public enum TicTacToeIntent: Equatable, Sendable {
  /// A free cell, 1 … 9, for the player whose turn it is.
  case cellTapped(Int)
  /// Start another game (the score stays).
  case newGameTapped
  /// Close the game.
  case doneTapped
}
