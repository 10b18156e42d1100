import JSONValue
import ViperKit

/// `{rows: N, window?: true}`, N from 0 to 1,000,000: how many rows the
/// list has; `window`: it is sent as a window on them (PROTOCOL.md §6, "Lists
/// of any size"), else whole (what `make bench`'s whole-tree rows measure).
public struct ListInput: EncodableModuleInput, Equatable {
  public var rows: Int
  public var window: Bool

  /// `rows` must be 0 … 1,000,000, as on the wire.
  public init(rows: Int, window: Bool = false) {
    self.rows = rows
    self.window = window
  }

  public init(json: JSONValue?) throws(InputError) {
    let wire = try JSONValueDecoder.decodeInput(Wire.self, from: json)
    guard (0...1_000_000).contains(wire.rows) else { throw InputError("\"rows\" must be 0 … 1000000") }
    rows = wire.rows
    window = wire.window ?? false
  }

  private struct Wire: Decodable {
    var rows: Int
    var window: Bool?
  }

  public var json: JSONValue { window ? ["rows": .int(Int64(rows)), "window": true] : ["rows": .int(Int64(rows))] }
}

extension ListInput {
  public static var schema: JSONValue? {
    [
      "type": "object",
      "properties": ["rows": ["type": "integer", "minimum": 0, "maximum": 1_000_000], "window": ["type": "boolean"]],
      "required": ["rows"],
    ]
  }
}
