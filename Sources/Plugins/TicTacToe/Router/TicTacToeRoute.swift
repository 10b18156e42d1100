/// Where the game leads.
public enum TicTacToeRoute: Equatable, Sendable {
  /// Back to the screen that opened it.
  case leave
}
