import JSONValue
import ViperKit

/// The to-do a detail opens with. From the wire: `{"id": 1}`.
public struct TodoDetailInput: EncodableModuleInput, Equatable {
  public var id: TodoID

  public init(id: TodoID) { self.id = id }

  public init(json: JSONValue?) throws(InputError) {
    id = TodoID(try JSONValueDecoder.decodeInput(Wire.self, from: json).id)
  }

  /// The wire's shape: decoded by the kit's one rule (unknown members
  /// ignored; a missing or mistyped one named).
  private struct Wire: Decodable {
    var id: Int
  }

  public var json: JSONValue { ["id": .int(Int64(id.rawValue))] }
}

extension TodoDetailInput {
  public static var schema: JSONValue? {
    ["type": "object", "properties": ["id": ["type": "integer"]], "required": ["id"]]
  }
}
