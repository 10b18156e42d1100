import ViperKit

/// `done` closes the game (the screen that opened it shows again).
public struct TicTacToeRouter: Router {
  public init() {}
  public func navigation(for route: TicTacToeRoute) -> Navigation {
    switch route {
    case .leave: .pop
    }
  }
}
