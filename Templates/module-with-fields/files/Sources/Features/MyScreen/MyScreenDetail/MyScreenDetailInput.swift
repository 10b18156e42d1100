import JSONValue
import ViperKit

/// The item a detail opens with. From the wire: `{"id": 1}`.
public struct MyScreenDetailInput: EncodableModuleInput, Equatable {
  public var id: Int

  public init(id: Int) { self.id = id }

  public init(json: JSONValue?) throws(InputError) {
    id = try JSONValueDecoder.decodeInput(Wire.self, from: json).id
  }

  /// The wire's shape: decoded by the kit's one rule (unknown members ignored; a missing or mistyped one named).
  private struct Wire: Decodable {
    var id: Int
  }

  public var json: JSONValue { ["id": .int(Int64(id))] }
}

extension MyScreenDetailInput {
  public static var schema: JSONValue? {
    ["type": "object", "properties": ["id": ["type": "integer"]], "required": ["id"]]
  }
}
