import ViperKit

/// `play` (a list of the free cells; value: the cell number), `new-game`
/// and `done`.
public struct TicTacToeViewAdapter: ViewAdapter {
  public init() {}

  public func render(_ model: TicTacToeViewModel) -> ViewNode {
    var children: [ViewNode] = [.text(model.board), .text(model.status)]
    if !model.freeCells.isEmpty {
      children.append(
        .list(
          action: "play", items: ListRows(model.freeCells.map { ListItem(key: String($0.number), title: $0.title) })))
    }
    children += [
      .text(model.score),
      .button(action: "new-game", title: model.gameOver ? "Play again" : "Start over"),
      .button(action: "done", title: "Done"),
    ]
    return .screen(title: "Tic-tac-toe", children: children)
  }

  public func intent(for action: ActionName, value: ActionValue?, in model: TicTacToeViewModel) throws(ActionError)
    -> TicTacToeState.Event
  {
    switch action {
    case "play":
      let key = try value.key(for: action)
      guard let cell = Int(key), Board.cells.contains(cell) else {
        throw .invalidValue(action, "a cell from 1 to 9, got \(key)")
      }
      guard model.freeCells.contains(where: { $0.number == cell }) else {
        throw .unavailable(action, model.gameOver ? "the game is over" : "cell \(cell) is taken")
      }
      return .play(cell: cell)
    case "new-game": return .newGame
    case "done": return .done
    default: throw .unknownAction(action)
    }
  }
}
