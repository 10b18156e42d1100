import JSONValue
import ViperKit

/// The people a users list shows. From the wire:
/// `{"users": [{"id": 1, "name": "…", "username": "…", "email": "…", "company": {"name": "…"}}]}`.
public struct UsersListInput: EncodableModuleInput, Equatable {
  public var users: [User]

  public init(users: [User]) { self.users = users }

  public init(json: JSONValue?) throws(InputError) {
    users = try JSONValueDecoder.decodeInput(Wire.self, from: json).users.map(\.user)
  }

  private struct Wire: Decodable { var users: [User.Wire] }

  public var json: JSONValue { ["users": .array(users.map(\.wireJSON))] }
}

extension UsersListInput {
  public static var schema: JSONValue? {
    ["type": "object", "properties": ["users": ["type": "array", "items": User.Wire.schema]], "required": ["users"]]
  }
}
