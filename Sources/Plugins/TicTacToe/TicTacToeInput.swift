import JSONValue
import ViperKit

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
