import JSONValue
import ViperKit

/// `{rows: N}`, N from 0 to 1,000,000: how many rows the list has.
public struct ListInput: EncodableModuleInput, Equatable {
  public var rows: Int

  /// `rows` must be 0 … 1,000,000, as on the wire.
  public init(rows: Int) { self.rows = rows }

  public init(json: JSONValue?) throws(InputError) {
    let wire = try JSONValueDecoder.decodeInput(Wire.self, from: json)
    guard (0...1_000_000).contains(wire.rows) else { throw InputError("\"rows\" must be 0 … 1000000") }
    rows = wire.rows
  }

  private struct Wire: Decodable { var rows: Int }

  public var json: JSONValue { ["rows": .int(Int64(rows))] }
}

extension ListInput {
  public static var schema: JSONValue? {
    [
      "type": "object", "properties": ["rows": ["type": "integer", "minimum": 0, "maximum": 1_000_000]],
      "required": ["rows"],
    ]
  }
}
