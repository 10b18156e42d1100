import JSONValue
import ViperKit

/// `{"id": N}`, N ≥ 1: the item the detail shows. `EncodableModuleInput`: it
/// has a JSON form (`json`), which a router's `Destination` requires, so a
/// saved session or a link (`home/my-part?id=2`) opens it again.
public struct MyPartInput: EncodableModuleInput, Equatable {
  public var id: Int

  public init(id: Int) { self.id = id }

  public init(json: JSONValue?) throws(InputError) {
    let id = try JSONValueDecoder.decodeInput(Wire.self, from: json).id
    guard id >= 1 else { throw InputError("\"id\" must be 1 or more, not \(id)") }
    self.id = id
  }

  public var json: JSONValue { ["id": .int(Int64(id))] }

  /// The wire's shape, decoded by the kit's one rule.
  private struct Wire: Decodable { var id: Int }
}

extension MyPartInput {
  public static var schema: JSONValue? {
    ["type": "object", "properties": ["id": ["type": "integer", "minimum": 1]], "required": ["id"]]
  }
}
