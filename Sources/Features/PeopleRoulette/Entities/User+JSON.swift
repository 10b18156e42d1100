import JSONValue
import ViperKit

extension User {
  /// A user as frontends write one (the API's shape):
  /// `{"id": 1, "name": "…", "username": "…", "email": "…", "company": {"name": "…"}}`.
  init(json: JSONValue) throws(InputError) {
    guard let id = json["id"]?.intValue, let name = json["name"]?.stringValue,
      let username = json["username"]?.stringValue, let email = json["email"]?.stringValue
    else { throw InputError("a user needs id, name, username and email") }
    self.init(
      id: UserID(Int(id)), name: name, username: username, email: email,
      companyName: json["company"]?["name"]?.stringValue)
  }
}
