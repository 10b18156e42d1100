import JSONValue
import ViperKit

/// `tictactoe`: two players on one screen. A sample plugin: built as its own
/// shared library (`libTicTacToePlugin.so`), loaded with `viper-host --plugin`.
public struct TicTacToeModule: ScreenModule {
  public static let key = ModuleKey<TicTacToeInput>("tictactoe")
  public let manifest = ModuleManifest(
    name: key.name, title: "Tic-tac-toe", version: "1.0.0", listedOnHome: true,
    input: [
      "type": "object",
      "properties": ["first": ["enum": ["X", "O"], "description": "who opens the first game (default X)"]],
      "additionalProperties": false,
    ])

  public init() {}

  public func makeScreen(input: ScreenInput) throws(InputError) -> any Screen {
    let input = try input.decode(as: TicTacToeInput.self)
    return VIPERScreen(
      interactor: TicTacToeState(first: input.first), presenter: TicTacToePresenter(),
      viewAdapter: TicTacToeViewAdapter(), router: TicTacToeRouter(),
      effectHandler: NoEffects())
  }
}

/// `{first?: "X" | "O"}`; none means X opens.
public struct TicTacToeInput: EncodableModuleInput, Equatable {
  public var first: Mark

  public init(first: Mark = .x) { self.first = first }

  public init(json: JSONValue?) throws(InputError) {
    switch json {
    case nil, .null?: first = .x
    case .object(let object)?:
      if let extra = object.keys.first(where: { $0 != "first" }) { throw InputError("unknown member \(extra)") }
      switch object["first"] {
      case nil: first = .x
      case .string(let raw)?:
        guard let mark = Mark(rawValue: raw) else { throw InputError("first must be \"X\" or \"O\", got \"\(raw)\"") }
        first = mark
      case let other?: throw InputError("first must be \"X\" or \"O\", got \(other.kindName)")
      }
    case let other?: throw InputError("expected an object, got \(other.kindName)")
    }
  }

  public var json: JSONValue { ["first": .string(first.rawValue)] }
}
