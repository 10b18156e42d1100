import JSONValue
import ViperKit

/// `tictactoe`: two players on one screen. A sample plugin: built as its own
/// shared library (`libTicTacToePlugin.so`), loaded with `viper-host --plugin`.
public struct TicTacToeModule: ScreenModule {
  public static let key = ModuleKey<TicTacToeInput>("tictactoe")
  public let manifest = ModuleManifest(
    key: key, title: "Tic-tac-toe", version: "1.0.0", listedOnHome: true, snapshots: true)

  public init() {}

  public func makeScreen(input: ScreenInput) throws(InputError) -> any Screen {
    let input = try input.decode(as: TicTacToeInput.self)
    return VIPERScreen(
      interactor: TicTacToeInteractor(first: input.first), presenter: TicTacToePresenter(),
      viewAdapter: TicTacToeViewAdapter(), router: TicTacToeRouter(), effectHandler: NoEffects())
  }
}
