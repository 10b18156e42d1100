import JSONValue
import ViperKit

/// `{first?: "X" | "O"}`; none means X opens.
public struct TicTacToeInput: EncodableModuleInput, Equatable {
  public var first: Mark

  public init(first: Mark = .x) { self.first = first }

  public init(json: JSONValue?) throws(InputError) {
    let wire = try JSONValueDecoder.decodeInput(Wire.self, from: json)
    guard let raw = wire.first else {
      first = .x
      return
    }
    guard let mark = Mark(rawValue: raw) else { throw InputError("\"first\" must be \"X\" or \"O\", not \"\(raw)\"") }
    first = mark
  }

  /// The wire's shape, decoded by the kit's one rule (unknown members ignored).
  private struct Wire: Decodable { var first: String? }

  public var json: JSONValue { ["first": .string(first.rawValue)] }
}

extension TicTacToeInput {
  public static var schema: JSONValue? {
    [
      "type": "object",
      "properties": ["first": ["enum": ["X", "O"], "description": "who opens the first game (default X)"]],
    ]
  }
}
