import ViperKit

/// `play` (a list of the free cells; value: the cell number), `new-game`
/// and `done`.
public struct TicTacToeViewAdapter: ViewAdapter {
  /// The wire names of the actions this screen offers.
  public enum Action {
    /// The list of free cells: its value is the cell's number.
    public static let play: ActionName = "play"
    public static let newGame: ActionName = "new-game"
    public static let done: ActionName = "done"
  }

  public init() {}

  public func render(_ model: TicTacToeViewModel) -> ViewNode {
    var children: [ViewNode] = [.text(model.board), .text(model.status)]
    if !model.freeCells.isEmpty {
      children.append(
        .list(
          action: Action.play,
          items: ListRows(model.freeCells.map { ListItem(key: String($0.number), title: $0.title) })))
    }
    children += [
      .text(model.score),
      .button(action: Action.newGame, title: model.newGameTitle),
      .button(action: Action.done, title: model.doneTitle),
    ]
    return .screen(title: model.title, children: children)
  }

  public func intent(for action: ActionName, value: ActionValue?, in model: TicTacToeViewModel) throws(ActionError)
    -> TicTacToeIntent
  {
    switch action {
    case Action.play:
      let key = try value.key(for: action)
      guard let cell = Int(key), Board.cells.contains(cell) else {
        throw .invalidValue(action, "a cell from 1 to 9, got \(key)")
      }
      guard model.freeCells.contains(where: { $0.number == cell }) else {
        throw .unavailable(action, model.gameOver ? "the game is over" : "cell \(cell) is taken")
      }
      return .cellTapped(cell)
    case Action.newGame: return .newGameTapped
    case Action.done: return .doneTapped
    default: throw .unknownAction(action)
    }
  }
}
