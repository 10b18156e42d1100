import JSONValue
import ViperKit

/// `{saveMs?: 0 … 60000}`: how long a save takes (default 0).
public struct FormBenchInput: EncodableModuleInput, Equatable {
  public var saveMs: Int

  public init(saveMs: Int = 0) { self.saveMs = saveMs }

  public init(json: JSONValue?) throws(InputError) {
    let wire = try JSONValueDecoder.decodeInput(Wire.self, from: json)
    guard (0...60_000).contains(wire.saveMs ?? 0) else { throw InputError("\"saveMs\" must be 0 … 60000") }
    saveMs = wire.saveMs ?? 0
  }

  private struct Wire: Decodable { var saveMs: Int? }

  public var json: JSONValue { ["saveMs": .int(Int64(saveMs))] }

  public static var schema: JSONValue? {
    ["type": "object", "properties": ["saveMs": ["type": "integer", "minimum": 0, "maximum": 60_000]]]
  }
}
