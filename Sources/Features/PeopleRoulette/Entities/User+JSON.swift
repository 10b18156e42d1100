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
