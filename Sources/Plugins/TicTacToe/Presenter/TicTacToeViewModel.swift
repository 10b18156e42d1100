/// What the screen shows: the board drawn as text, whose turn it is or how
/// the game ended, the free cells to play, the score, and its buttons.
public struct TicTacToeViewModel: Equatable, Sendable {
  public struct Cell: Equatable, Sendable {
    public var number: Int
    public var title: String

    public init(number: Int, title: String) {
      self.number = number
      self.title = title
    }
  }

  public var title: String
  public var board: String
  public var status: String
  /// The cells a player may take now: none once the game is over.
  public var freeCells: [Cell]
  public var score: String
  public var gameOver: Bool
  public var newGameTitle: String
  public var doneTitle: String
}
