import JSONValue
import ViperKit

/// What the form opens with: nothing for a new item, or the id of the item
/// it edits. From the wire: `{}` or `{"id": 1}`.
public struct MyScreenFormInput: EncodableModuleInput, Equatable {
  public var id: Int?

  public init(id: Int?) { self.id = id }

  public init(json: JSONValue?) throws(InputError) {
    id = try JSONValueDecoder.decodeInput(Wire.self, from: json ?? [:]).id
  }

  /// The wire's shape: decoded by the kit's one rule (unknown members ignored; a mistyped one named).
  private struct Wire: Decodable {
    var id: Int?
  }

  public var json: JSONValue { id.map { ["id": .int(Int64($0))] } ?? [:] }
}

extension MyScreenFormInput {
  public static var schema: JSONValue? { ["type": "object", "properties": ["id": ["type": "integer"]]] }
}
