import JSONValue
import ViperKit

extension User {
  /// A user as frontends write one (the API's shape):
  /// `{"id": 1, "name": "…", "username": "…", "email": "…", "company": {"name": "…"}}`,
  /// decoded by the kit's one rule (unknown members ignored; a missing or
  /// mistyped one named).
  struct Wire: Decodable {
    struct Company: Decodable { var name: String? }
    var id: Int
    var name: String
    var username: String
    var email: String
    var company: Company?

    var user: User {
      User(id: UserID(id), name: name, username: username, email: email, companyName: company?.name)
    }
  }
}

extension User {
  /// The user in the wire's shape, as `Wire` reads it back (`company` only
  /// when there is a company name).
  var wireJSON: JSONValue {
    var object: JSONObject = [
      "id": .int(Int64(id.rawValue)), "name": .string(name), "username": .string(username), "email": .string(email),
    ]
    if let companyName { object.append("company", ["name": .string(companyName)]) }
    return .object(object)
  }
}

extension User.Wire {
  /// The schema of a user on the wire.
  static var schema: JSONValue {
    [
      "type": "object",
      "properties": [
        "id": ["type": "integer"], "name": ["type": "string"], "username": ["type": "string"],
        "email": ["type": "string"], "company": ["type": "object", "properties": ["name": ["type": "string"]]],
      ],
      "required": ["id", "name", "username", "email"],
    ]
  }
}
